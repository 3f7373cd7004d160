import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { DocumentVersion, TeacherDocuments } from 'shared-domain';
import { makeTeacher } from '../../../test/harness';
import { setupTeacherRecord, save, section } from '../../../test/teacher-record';

const { server, open } = setupTeacherRecord();

const paper: DocumentVersion = {
  _id: '44444444-4444-4444-8444-444444444444',
  kind: 'internMentorAttestationForm',
  version: 1,
  fileName: '',
  contentType: null,
  size: 0,
  uploadedBy: 'dana@example.org',
  uploadedAt: '2025-09-03T15:00:00.000Z',
  status: 'pending',
  reviewedBy: null,
  reviewedAt: null,
  returnReason: '',
  source: 'before_portal',
  note: 'Paper form seen',
  downloadUrl: '',
};

/** The record's documents: the attestation recorded on paper before the portal, the handbook not yet. */
function serveForms(id: string, current: DocumentVersion = paper) {
  server.use(
    http.get(`/api/teachers/${id}/documents`, () =>
      HttpResponse.json<TeacherDocuments>({
        teacherId: id,
        requireVerification: true,
        kinds: [
          { kind: 'mentorHandbookFormsUploaded', label: 'Mentor Handbook Forms', current: null, versions: [] },
          { kind: 'internMentorAttestationForm', label: 'Intern Mentor Attestation Form', current, versions: [current] },
        ],
        limits: { versions: 1, maxVersions: 60, bytes: 0, maxBytes: 209_715_200 },
      }),
    ),
  );
}

describe('forms status', () => {
  it("reads each form's one state from the documents, with who recorded it, and edits nothing on the record", async () => {
    const t = makeTeacher({ name: { first: 'Ana', last: 'Lopez' } });
    serveForms(t._id);
    const { user, puts } = await open(t);
    const s = section('Forms Status');
    expect(await within(s).findByText('Awaiting verification')).toBeInTheDocument();
    expect(within(s).getByText('Not uploaded')).toBeInTheDocument();
    expect(within(s).getByText('Recorded by dana@example.org before the portal: Paper form seen, on Sep 3, 2025')).toBeInTheDocument();
    expect(within(s).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(s).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(s).getByRole('link', { name: /on Documents/ })).toHaveAttribute('href', '#record-documents');
    await save(user);
    await screen.findByText('Changes saved');
    // The record's forms go back as they were read.
    expect(puts[0].formsStatus).toEqual(t.formsStatus);
  });
});
