import { SIGNATURE_PURPOSE_LABELS, type FeedbackSection, type SignatureWithText } from 'shared-domain';

/** What the signed document shows besides the signature: whose record, and the program. */
export interface SignaturePdfInput {
  signature: SignatureWithText;
  teacherName: string;
  programName: string;
}

/**
 * A signature as a PDF (an acknowledgement, or a signed form): the exact text signed, then the signature's receipt (the typed name, the address
 * the link went to, when, from which network address) and the SHA-256 of the text. Made from the kept row each time
 * and dated with the signing time, so the same signature always gives the same bytes. pdfkit (with its font data, about
 * 24 MB of memory) is loaded on the first PDF only, never at the server's start.
 */
export async function signaturePdf({ signature: s, teacherName, programName }: SignaturePdfInput): Promise<Buffer> {
  const signedAt = new Date(s.signedAt);
  const title = `${SIGNATURE_PURPOSE_LABELS[s.purpose]}: ${teacherName}`;
  return pdf(
    {
      Title: title,
      Author: programName,
      Subject: `Signed electronically by ${s.signerName}`,
      CreationDate: signedAt,
      ModDate: signedAt,
    },
    (doc) => {
      doc.font('Helvetica-Bold').fontSize(16).text(programName);
      doc.fontSize(13).text(title).moveDown();
      doc.font('Helvetica').fontSize(11).text(s.signedText).moveDown();
      doc.font('Helvetica-Bold').text('Electronic signature').font('Helvetica');
      doc.text(`Signed by: ${s.signerName} (typed name), as the intern's ${s.signerRole}`);
      if (s.textVersion) doc.text(`Version of the text: ${s.textVersion}`);
      doc.text(`Link sent to: ${s.signerEmail}`);
      doc.text(`Signed at: ${signedAt.toISOString()} from ${s.ip}`);
      doc.text('SHA-256 of the text signed:');
      doc.font('Courier').fontSize(9).text(s.textSha256);
    },
  );
}

/**
 * An observation's written feedback as a PDF for the intern and the mentor: the program's name, the intern, then the
 * sections of `observationFeedback`, the same words as the screens.
 */
export async function feedbackPdf(o: { teacherName: string; programName: string; sections: readonly FeedbackSection[] }): Promise<Buffer> {
  return pdf({ Title: `Observation feedback: ${o.teacherName}`, Author: o.programName }, (doc) => {
    doc.font('Helvetica-Bold').fontSize(16).text(o.programName);
    doc.fontSize(13).text(`Observation feedback: ${o.teacherName}`).moveDown();
    for (const s of o.sections) {
      doc.font('Helvetica-Bold').fontSize(11).text(s.label);
      doc.font('Helvetica').text(s.text).moveDown(0.5);
    }
  });
}

type Doc = PDFKit.PDFDocument;

async function pdf(info: PDFKit.DocumentInfo, draw: (doc: Doc) => void): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 60,
    // Text streams are left plain: the receipt's words and hash stay searchable in the file.
    compress: false,
    info,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}
