import type { SignatureWithText } from 'shared-domain';

/** What the signed document shows besides the signature: whose record, and the program. */
export interface SignaturePdfInput {
  signature: SignatureWithText;
  teacherName: string;
  programName: string;
}

/**
 * The signed acknowledgement as a PDF: the exact text signed, then the signature's receipt (the typed name, the address
 * the link went to, when, from which network address) and the SHA-256 of the text. Made from the kept row each time
 * and dated with the signing time, so the same signature always gives the same bytes. pdfkit (with its font data, about
 * 24 MB of memory) is loaded on the first PDF only, never at the server's start.
 */
export async function signaturePdf({ signature: s, teacherName, programName }: SignaturePdfInput): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const signedAt = new Date(s.signedAt);
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 60,
    // Text streams are left plain: the receipt's words and hash stay searchable in the file.
    compress: false,
    info: {
      Title: `Acknowledgement of observation feedback: ${teacherName}`,
      Author: programName,
      Subject: `Signed electronically by ${s.signerName}`,
      CreationDate: signedAt,
      ModDate: signedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(16).text(programName);
  doc.fontSize(13).text(`Acknowledgement of observation feedback: ${teacherName}`).moveDown();
  doc.font('Helvetica').fontSize(11).text(s.signedText).moveDown();
  doc.font('Helvetica-Bold').text('Electronic signature').font('Helvetica');
  doc.text(`Signed by: ${s.signerName} (typed name), as the intern's ${s.signerRole}`);
  doc.text(`Link sent to: ${s.signerEmail}`);
  doc.text(`Signed at: ${signedAt.toISOString()} from ${s.ip}`);
  doc.text('SHA-256 of the text signed:');
  doc.font('Courier').fontSize(9).text(s.textSha256);
  doc.end();
  return done;
}
