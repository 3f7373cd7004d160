import { File as NodeFile } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DOCUMENT_KIND_LABELS, DOCUMENT_KINDS, type DocumentVersion, type TeacherDocuments } from 'shared-domain';
import { apiPath, renderArea, setupMsw, TEACHER_ID } from '../../../test/harness';

const server = setupMsw();
const docs = `teachers/${TEACHER_ID}/documents`;

let n = 0;
const version = (o: Partial<DocumentVersion> = {}): DocumentVersion => {
  n += 1;
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    _id: id,
    kind: 'internMentorAttestationForm',
    version: 1,
    fileName: 'attestation.pdf',
    contentType: 'application/pdf',
    size: 120_000,
    uploadedBy: 'teacher@example.org',
    uploadedAt: '2026-11-02T15:00:00.000Z',
    status: 'pending',
    reviewedBy: null,
    reviewedAt: null,
    returnReason: '',
    source: 'upload',
    note: '',
    downloadUrl: `/api/teachers/${TEACHER_ID}/documents/${id}/file`,
    ...o,
  };
};

const makeDocuments = (byKind: Partial<Record<(typeof DOCUMENT_KINDS)[number], DocumentVersion[]>> = {}): TeacherDocuments => ({
  teacherId: TEACHER_ID,
  requireVerification: true,
  kinds: DOCUMENT_KINDS.map((kind) => ({
    kind,
    label: DOCUMENT_KIND_LABELS[kind],
    current: byKind[kind]?.[0] ?? null,
    versions: byKind[kind] ?? [],
  })),
  limits: { versions: 0, maxVersions: 60, bytes: 0, maxBytes: 200 * 1024 * 1024 },
});

// A file as the browser hands it to FormData (jest-fixed-jsdom's FormData is Node's, which takes Node's File only).
const file = (bits: string[], name: string, type: string) => new NodeFile(bits, name, { type }) as unknown as File;

const section = (name: string) => screen.getByRole('heading', { name, level: 2 }).closest('section') as HTMLElement;

test('each document shows its current version, who uploaded it, its review (a return with its reason) and every version', async () => {
  const returned = version({
    version: 2,
    fileName: 'attestation-v2.pdf',
    status: 'returned',
    returnReason: 'The mentor did not sign page 2.',
    reviewedBy: 'admin@example.org',
    reviewedAt: '2026-11-05T15:00:00.000Z',
  });
  server.use(
    http.get(apiPath(docs), () =>
      HttpResponse.json(
        makeDocuments({
          internMentorAttestationForm: [returned, version()],
          mentorHandbookFormsUploaded: [version({ kind: 'mentorHandbookFormsUploaded', fileName: 'handbook.jpg', status: 'verified' })],
          transcript: [version({ kind: 'transcript', fileName: 'transcript.png', uploadedBy: 'admin@example.org' })],
        }),
      ),
    ),
  );
  renderArea('/teacher/documents');
  expect(await screen.findByRole('heading', { name: 'My documents' })).toBeInTheDocument();

  const attestation = section('Intern Mentor Attestation Form');
  expect(within(attestation).getByText('Required')).toBeInTheDocument();
  // The required mark only on what is required: the form's upload has it, an optional document's has none.
  expect(within(attestation).getByText('*')).toBeInTheDocument();
  expect(within(section('Certificate')).queryByText('*')).not.toBeInTheDocument();
  expect(within(attestation).getByText('Returned')).toBeInTheDocument();
  expect(within(attestation).getByText('The mentor did not sign page 2.')).toBeInTheDocument();
  expect(within(attestation).getByText(/Version 2: attestation-v2\.pdf .* uploaded by you on Nov 2, 2026/)).toBeInTheDocument();
  expect(within(attestation).getByText('All versions (2)')).toBeInTheDocument();
  expect(within(attestation).getByRole('button', { name: 'Download Intern Mentor Attestation Form version 1' })).toBeInTheDocument();
  expect(within(attestation).getByLabelText('Upload a new version of Intern Mentor Attestation Form')).toHaveAttribute(
    'accept',
    expect.stringContaining('image/jpeg'),
  );

  expect(within(section('Mentor Handbook Forms')).getByText('Verified')).toBeInTheDocument();
  const transcript = section('Transcript');
  expect(within(transcript).getByText('Optional')).toBeInTheDocument();
  expect(within(transcript).getByText('Awaiting verification')).toBeInTheDocument();
  expect(within(transcript).getByText(/uploaded by admin@example\.org/)).toBeInTheDocument();
  expect(within(section('Certificate')).getByText('Not uploaded')).toBeInTheDocument();
});

test('a file is uploaded as multipart (field file) and the new version shows; the server naming a bad file is shown with its name', async () => {
  const uploads: { kind: string; name: string; type: string }[] = [];
  let stored: DocumentVersion[] = [];
  server.use(
    http.get(apiPath(docs), () => HttpResponse.json(makeDocuments({ certificate: stored }))),
    http.post(apiPath(`${docs}/:kind`), async ({ request, params }) => {
      const file = (await request.formData()).get('file') as File;
      uploads.push({ kind: String(params.kind), name: file.name, type: file.type });
      if (file.name.endsWith('.exe'))
        return HttpResponse.json(
          { message: 'The file must be a PDF, JPEG or PNG (checked by its content, not its name)', fieldErrors: { file: 'x' } },
          { status: 400 },
        );
      const v = version({ kind: 'certificate', fileName: file.name, contentType: 'image/jpeg' });
      stored = [v];
      return HttpResponse.json(v, { status: 201 });
    }),
  );
  const { user } = renderArea('/teacher/documents');
  await screen.findByRole('heading', { name: 'My documents' });
  const form = within(section('Certificate')).getByRole('form', { name: 'Upload Certificate' });

  await user.upload(within(form).getByLabelText('Upload Certificate'), file(['MZ'], 'virus.exe', 'application/pdf'));
  await user.click(within(form).getByRole('button', { name: 'Upload' }));
  // One summary at the top of the form, its link moving focus to the file field, which says it too.
  const summary = await within(form).findByRole('alert', { name: 'There is a problem' });
  const message = 'virus.exe was not uploaded: The file must be a PDF, JPEG or PNG (checked by its content, not its name)';
  expect(within(summary).getByRole('link')).toHaveTextContent(message);
  expect(summary).toHaveFocus();
  expect(within(form).getByLabelText('Upload Certificate')).toHaveAccessibleDescription(expect.stringContaining(message));
  expect(within(form).getAllByRole('alert')).toHaveLength(1);
  await user.click(within(summary).getByRole('link'));
  expect(within(form).getByLabelText('Upload Certificate')).toHaveFocus();

  await user.upload(within(form).getByLabelText('Upload Certificate'), file(['\xff\xd8\xff'], 'photo.jpg', 'image/jpeg'));
  await user.click(within(form).getByRole('button', { name: 'Upload' }));
  expect(await screen.findByText('Certificate: version 1 uploaded (photo.jpg)')).toBeInTheDocument();
  await waitFor(() => expect(within(section('Certificate')).getByText('Awaiting verification')).toBeInTheDocument());
  expect(uploads).toEqual([
    { kind: 'certificate', name: 'virus.exe', type: 'application/pdf' },
    { kind: 'certificate', name: 'photo.jpg', type: 'image/jpeg' },
  ]);
});

test('a file over 10 MB is refused before it is sent, naming the file and the limit', async () => {
  let posts = 0;
  server.use(
    http.get(apiPath(docs), () => HttpResponse.json(makeDocuments())),
    http.post(apiPath(`${docs}/:kind`), () => {
      posts += 1;
      return HttpResponse.json({}, { status: 500 });
    }),
  );
  const { user } = renderArea('/teacher/documents');
  await screen.findByRole('heading', { name: 'My documents' });
  const form = within(section('Transcript')).getByRole('form', { name: 'Upload Transcript' });
  const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
  Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
  const field = within(form).getByLabelText('Upload Transcript');
  // No required mark: the transcript is an optional document (choosing a file is still checked on Upload).
  expect(within(form).getByText('Upload Transcript', { selector: 'label' }).nextElementSibling).toBeNull();
  await user.click(within(form).getByRole('button', { name: 'Upload' }));
  const summary = await within(form).findByRole('alert', { name: 'There is a problem' });
  expect(within(summary).getByRole('link')).toHaveTextContent('Upload Transcript: choose a PDF, JPEG or PNG file.');
  expect(field).toHaveAccessibleDescription(expect.stringContaining('Choose a PDF, JPEG or PNG file.'));

  // Said at the field as soon as it is chosen (and to a screen reader), before any submit.
  await user.upload(field, big);
  expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  expect(field).toHaveAccessibleDescription(expect.stringContaining('scan.pdf is 11.0 MB: The file is larger than 10 MB.'));
  expect(within(form).getByRole('status')).toHaveTextContent('scan.pdf is 11.0 MB: The file is larger than 10 MB.');
  await user.click(within(form).getByRole('button', { name: 'Upload' }));
  const again = await within(form).findByRole('alert', { name: 'There is a problem' });
  expect(within(again).getByRole('link')).toHaveTextContent('Upload Transcript: scan.pdf is 11.0 MB: The file is larger than 10 MB.');
  expect(within(form).getByRole('status')).toBeEmptyDOMElement();
  expect(posts).toBe(0);
});

test("Download fetches one's own file through the authorised route and saves it under its name", async () => {
  const v = version({ kind: 'transcript', fileName: 'transcript.pdf' });
  const auth: (string | null)[] = [];
  server.use(
    http.get(apiPath(docs), () => HttpResponse.json(makeDocuments({ transcript: [v] }))),
    http.get(apiPath(`${docs}/${v._id}/file`), ({ request }) => {
      auth.push(request.headers.get('authorization'));
      return new HttpResponse('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } });
    }),
  );
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
  const saved: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  const { user } = renderArea('/teacher/documents');
  await user.click(await screen.findByRole('button', { name: 'Download Transcript version 1' }));
  await waitFor(() => expect(saved).toEqual(['transcript.pdf']));
  expect(auth[0]).toMatch(/^Bearer /);
});
