import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  EVIDENCE_MESSAGES,
  type DocumentVersion,
  type FieldHour,
  type TeacherDocuments,
  type TeacherFieldHours,
  UNDO_MESSAGES,
} from 'shared-domain';
import { apiPath, makeTeacher, renderWithProviders, setupMsw } from '../../../test/harness';
import { DocumentsPanel, PAPER_NOTE_REQUIRED, RETURN_REASON_REQUIRED } from '../documents-panel';
import { FieldHoursPanel, MANUAL_NOTE_REQUIRED, RETURN_NOTE_REQUIRED } from '../field-hours-panel';

const server = setupMsw();
const teacher = makeTeacher();
const id = teacher._id;
const DOC_ID = '11111111-1111-4111-8111-111111111111';
const OLD_ID = '22222222-2222-4222-8222-222222222222';
const ENTRY_ID = '33333333-3333-4333-8333-333333333333';

/** The toast that says `message`. */
const toastOf = async (message: string) => (await screen.findByText(message)).closest<HTMLElement>('[role="status"]')!;

const version = (over: Partial<DocumentVersion> = {}): DocumentVersion => ({
  _id: DOC_ID,
  kind: 'mentorHandbookFormsUploaded',
  version: 2,
  fileName: 'handbook-signed.pdf',
  contentType: 'application/pdf',
  size: 1_258_291,
  uploadedBy: 'ana@example.org',
  uploadedAt: '2026-11-03T15:00:00.000Z',
  status: 'pending',
  reviewedBy: null,
  reviewedAt: null,
  returnReason: '',
  source: 'upload',
  note: '',
  downloadUrl: `/api/teachers/${id}/documents/${DOC_ID}/file`,
  ...over,
});

/** The documents route, answering the state the test's mutations leave. */
function serveDocuments(start: DocumentVersion) {
  let current = start;
  const old = version({
    _id: OLD_ID,
    version: 1,
    fileName: 'handbook.pdf',
    status: 'returned',
    reviewedBy: 'admin@example.org',
    returnReason: 'Unsigned',
  });
  const calls: { path: string; body: unknown }[] = [];
  const list = (): TeacherDocuments => ({
    teacherId: id,
    requireVerification: true,
    kinds: [
      {
        kind: 'mentorHandbookFormsUploaded',
        label: 'Mentor Handbook Forms',
        current,
        versions: [current, old],
      },
      { kind: 'transcript', label: 'Transcript', current: null, versions: [] },
    ],
    limits: { versions: 2, maxVersions: 60, bytes: 2_000_000, maxBytes: 200 * 1024 * 1024 },
  });
  server.use(
    http.get(apiPath(`teachers/${id}/documents`), () => HttpResponse.json(list())),
    http.get(apiPath(`teachers/${id}`), () => HttpResponse.json(teacher)),
    http.post(apiPath(`teachers/${id}/documents/${DOC_ID}/verify`), async ({ request }) => {
      calls.push({ path: 'verify', body: await request.json() });
      current = { ...current, status: 'verified', reviewedBy: 'admin@example.org', reviewedAt: '2026-11-04T15:00:00.000Z' };
      return HttpResponse.json(current);
    }),
    http.post(apiPath(`teachers/${id}/documents/${DOC_ID}/return`), async ({ request }) => {
      const body = (await request.json()) as { reason: string };
      calls.push({ path: 'return', body });
      current = {
        ...current,
        status: 'returned',
        reviewedBy: 'admin@example.org',
        reviewedAt: '2026-11-04T15:00:00.000Z',
        returnReason: body.reason,
      };
      return HttpResponse.json(current);
    }),
    http.post(apiPath(`teachers/${id}/documents/${DOC_ID}/undo`), async ({ request }) => {
      calls.push({ path: 'undo', body: await request.json() });
      current = start;
      return HttpResponse.json(current);
    }),
    http.post(apiPath(`teachers/${id}/documents/transcript`), async ({ request }) => {
      const file = (await request.formData()).get('file') as File;
      calls.push({ path: 'upload', body: { name: file.name, text: await file.text() } });
      return HttpResponse.json(version({ kind: 'transcript', fileName: file.name }), { status: 201 });
    }),
  );
  return calls;
}

describe('Documents on the record', () => {
  it('shows the current version with who uploaded it, the earlier ones, and an admin marks it verified', async () => {
    const calls = serveDocuments(version());
    const { user } = renderWithProviders(<DocumentsPanel teacherId={id} canVerify />);
    const card = await screen.findByRole('listitem', { name: 'Mentor Handbook Forms' });
    expect(within(card).getByText('Awaiting verification')).toBeInTheDocument();
    expect(
      within(card).getByText(/handbook-signed\.pdf \(PDF, 1\.2 MB\), uploaded by ana@example\.org on Nov 3, 2026/),
    ).toBeInTheDocument();
    expect(within(card).getByText('Earlier versions (1)')).toBeInTheDocument();
    expect(within(card).getByText(/Version 1: handbook\.pdf.*Returned by admin@example\.org.*: Unsigned/)).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Transcript' })).getByText('Not uploaded')).toBeInTheDocument();

    // It asks first, naming what changes; nothing is sent until the dialog's button.
    await user.click(within(card).getByRole('button', { name: 'Mark verified' }));
    const dialog = screen.getByRole('dialog', { name: 'Verify Mentor Handbook Forms?' });
    expect(within(dialog).getByRole('note', { name: 'What changes' })).toHaveTextContent(
      'Mentor Handbook Forms goes from Awaiting verification to Verified: it counts.',
    );
    expect(within(dialog).getByText(UNDO_MESSAGES.undoHint)).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Mark verified' }));
    expect(await within(card).findByText('Verified')).toBeInTheDocument();
    expect(within(card).getByText(/Verified by admin@example\.org on Nov 4, 2026/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Mark verified' })).toBeNull();
    expect(calls).toEqual([{ path: 'verify', body: {} }]);

    // The toast offers Undo, with the focus on it: the version awaits verification again.
    const toast = await toastOf('Mentor Handbook Forms marked verified');
    const undo = within(toast).getByRole('button', { name: 'Undo' });
    await waitFor(() => expect(undo).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Undone: Mentor Handbook Forms is awaiting verification again')).toBeInTheDocument();
    expect(await within(card).findByText('Awaiting verification')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Mark verified' })).toBeInTheDocument();
    expect(calls).toEqual([
      { path: 'verify', body: {} },
      { path: 'undo', body: { status: 'verified' } },
    ]);
  });

  it('returning a verified document says it no longer counts, and Undo says why when it is too late', async () => {
    const calls = serveDocuments(version({ status: 'verified', reviewedBy: 'admin@example.org', reviewedAt: '2026-11-04T15:00:00.000Z' }));
    server.use(
      http.post(apiPath(`teachers/${id}/documents/${DOC_ID}/undo`), () =>
        HttpResponse.json({ message: UNDO_MESSAGES.undoTooLate }, { status: 409 }),
      ),
    );
    const { user } = renderWithProviders(<DocumentsPanel teacherId={id} canVerify />);
    const card = await screen.findByRole('listitem', { name: 'Mentor Handbook Forms' });
    await user.click(within(card).getByRole('button', { name: 'Return' }));
    const dialog = screen.getByRole('dialog', { name: 'Return Mentor Handbook Forms?' });
    expect(within(dialog).getByRole('note', { name: 'What changes' })).toHaveTextContent(
      'Mentor Handbook Forms goes from Verified to Returned: it no longer counts until the teacher hands in a new version and it is verified.',
    );
    await user.type(within(dialog).getByLabelText(/Reason/), 'Wrong year');
    await user.click(within(dialog).getByRole('button', { name: 'Return document' }));
    const toast = await toastOf('Mentor Handbook Forms returned; the teacher is e-mailed the reason');
    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText(UNDO_MESSAGES.undoTooLate)).toBeInTheDocument();
    expect(within(card).getByText('Returned')).toBeInTheDocument();
    expect(calls).toEqual([{ path: 'return', body: { reason: 'Wrong year' } }]);
  });

  it('Return asks for a reason first: without one nothing is sent; with one the teacher gets it', async () => {
    const calls = serveDocuments(version());
    const { user } = renderWithProviders(<DocumentsPanel teacherId={id} canVerify />);
    const card = await screen.findByRole('listitem', { name: 'Mentor Handbook Forms' });
    await user.click(within(card).getByRole('button', { name: 'Return' }));
    const dialog = screen.getByRole('dialog', { name: 'Return Mentor Handbook Forms?' });
    await user.click(within(dialog).getByRole('button', { name: 'Return document' }));
    // One error summary at the top: it takes focus; its link moves focus to the field; the field shows the message too.
    const summary = await within(dialog).findByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(dialog).getAllByText(RETURN_REASON_REQUIRED)).toHaveLength(2);
    await user.click(within(summary).getByRole('link', { name: RETURN_REASON_REQUIRED }));
    expect(within(dialog).getByLabelText(/Reason/)).toHaveFocus();
    expect(calls).toEqual([]);
    await user.type(within(dialog).getByLabelText(/Reason/), 'The mentor did not sign page 2');
    await user.click(within(dialog).getByRole('button', { name: 'Return document' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([{ path: 'return', body: { reason: 'The mentor did not sign page 2' } }]);
    expect(
      await within(card).findByText(/Returned by admin@example\.org on Nov 4, 2026: The mentor did not sign page 2/),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Return' })).toBeNull();
  });

  it('a paper form is recorded after asking, with a note; it adds a version, so no Undo is promised', async () => {
    const calls = serveDocuments(version());
    server.use(
      http.post(apiPath(`teachers/${id}/documents/transcript/before-portal`), async ({ request }) => {
        calls.push({ path: 'before-portal', body: await request.json() });
        return HttpResponse.json(version({ kind: 'transcript', contentType: null, fileName: '', source: 'before_portal' }), {
          status: 201,
        });
      }),
    );
    const { user } = renderWithProviders(<DocumentsPanel teacherId={id} canVerify />);
    const card = await screen.findByRole('listitem', { name: 'Transcript' });
    await user.click(within(card).getByRole('button', { name: 'Record a paper form' }));
    const dialog = screen.getByRole('dialog', { name: 'Record Transcript seen on paper?' });
    expect(within(dialog).queryByText(UNDO_MESSAGES.undoHint)).toBeNull();
    const note = within(dialog).getByRole('textbox', { name: /Note/ });
    await user.clear(note);
    await user.click(within(dialog).getByRole('button', { name: 'Record paper form' }));
    expect(await within(dialog).findAllByText(PAPER_NOTE_REQUIRED)).toHaveLength(2);
    expect(calls).toEqual([]);
    await user.type(note, 'Paper transcript seen at orientation');
    await user.click(within(dialog).getByRole('button', { name: 'Record paper form' }));
    const toast = await toastOf('Transcript recorded before the portal');
    expect(within(toast).queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(calls).toEqual([{ path: 'before-portal', body: { note: 'Paper transcript seen at orientation' } }]);
  });

  it('a supervisor downloads and uploads but neither verifies nor returns', async () => {
    const calls = serveDocuments(version());
    renderWithProviders(<DocumentsPanel teacherId={id} canVerify={false} />, { user: 'supervisor' });
    const card = await screen.findByRole('listitem', { name: 'Mentor Handbook Forms' });
    expect(within(card).getByRole('button', { name: /Download Mentor Handbook Forms/ })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Upload a new version' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Mark verified' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Return' })).toBeNull();

    // Upload: the chosen file goes as multipart part `file`.
    const file = new NodeFile(['%PDF-1.7 transcript'], 'transcript.pdf', { type: 'application/pdf' }) as unknown as File;
    fireEvent.change(screen.getByLabelText('File for Transcript'), { target: { files: [file] } });
    await waitFor(() => expect(calls).toEqual([{ path: 'upload', body: { name: 'transcript.pdf', text: '%PDF-1.7 transcript' } }]));
    expect(await screen.findByText('Transcript: transcript.pdf uploaded')).toBeInTheDocument();
  });
});

const entry = (over: Partial<FieldHour> = {}): FieldHour => ({
  _id: ENTRY_ID,
  date: '2026-10-14',
  hours: 3,
  campus: 'Lamar Elementary',
  observedName: 'Rosa Diaz',
  observedEmail: 'rdiaz@lamar.example.org',
  activity: 'Small-group reading',
  loggedBy: 'ana@example.org',
  loggedAt: '2026-10-14T20:00:00.000Z',
  confirmation: 'confirmed',
  confirmComment: 'Great with the group',
  confirmedAt: '2026-10-15T14:00:00.000Z',
  linkExpiresAt: null,
  review: 'pending',
  activelyEngaged: false,
  attested: false,
  internalNote: '',
  messageToTeacher: '',
  reviewedBy: null,
  reviewedAt: null,
  counts: false,
  source: 'log',
  warnings: [],
  ...over,
});

function serveFieldHours(start: FieldHour) {
  let e = start;
  let earlier: FieldHour | null = null;
  const calls: { path: string; body: unknown }[] = [];
  const state = (): TeacherFieldHours => {
    const counted = [e, earlier].filter((x): x is FieldHour => !!x && x.counts);
    const confirmed = counted.reduce((n, x) => n + x.hours, 0);
    const active = counted.filter((x) => x.activelyEngaged).reduce((n, x) => n + x.hours, 0);
    return {
      teacherId: id,
      entries: earlier ? [e, earlier] : [e],
      summary: {
        hours: 50,
        activeHours: 25,
        confirmed,
        active,
        complete: false,
        text: `${confirmed} of 50 hours confirmed (${active} actively engaged)`,
      },
      thirtyObsHours: confirmed ? 'not completed' : '',
    };
  };
  server.use(
    http.get(apiPath(`teachers/${id}/field-hours`), () => HttpResponse.json(state())),
    http.get(apiPath(`teachers/${id}`), () => HttpResponse.json(teacher)),
    http.post(apiPath(`teachers/${id}/field-hours/${ENTRY_ID}/review`), async ({ request }) => {
      const body = (await request.json()) as {
        decision: 'approved' | 'returned';
        activelyEngaged: boolean;
        messageToTeacher?: string;
        internalNote?: string;
        attested?: boolean;
      };
      calls.push({ path: 'review', body });
      const attested = body.decision === 'approved' && e.confirmation !== 'confirmed' && !!body.attested;
      e = {
        ...e,
        attested,
        review: body.decision,
        activelyEngaged: body.activelyEngaged,
        messageToTeacher: body.messageToTeacher ?? '',
        internalNote: body.internalNote ?? '',
        reviewedBy: 'admin@example.org',
        reviewedAt: '2026-10-16T15:00:00.000Z',
        counts: (e.confirmation === 'confirmed' || attested) && body.decision === 'approved',
      };
      return HttpResponse.json(e);
    }),
    http.post(apiPath(`teachers/${id}/field-hours/${ENTRY_ID}/undo`), async ({ request }) => {
      calls.push({ path: 'undo', body: await request.json() });
      e = start;
      return HttpResponse.json(e);
    }),
    http.post(apiPath(`teachers/${id}/field-hours/before-portal`), async ({ request }) => {
      const body = (await request.json()) as { hours: string; before: string; activelyEngaged: boolean; note: string };
      calls.push({ path: 'before-portal', body });
      earlier = entry({
        _id: `${ENTRY_ID.slice(0, -1)}9`,
        date: body.before,
        hours: Number(body.hours),
        campus: '',
        observedName: '',
        observedEmail: '',
        activity: body.note,
        loggedBy: 'admin@example.org',
        confirmation: 'awaiting',
        review: 'approved',
        activelyEngaged: body.activelyEngaged,
        counts: true,
        source: 'before_portal',
      });
      return HttpResponse.json(earlier, { status: 201 });
    }),
  );
  return calls;
}

describe('Field-based experience hours on the record', () => {
  it("shows the observed teacher's confirmation; Approve with 'Actively engaged' makes the hours count", async () => {
    const calls = serveFieldHours(entry());
    const { user } = renderWithProviders(<FieldHoursPanel teacherId={id} />);
    expect(await screen.findByText('0 of 50 hours confirmed (0 actively engaged)')).toBeInTheDocument();
    const card = screen.getByRole('listitem', { name: 'Oct 14, 2026, 3 hours' });
    expect(within(card).getByText('Confirmed by Rosa Diaz on Oct 15, 2026: "Great with the group"')).toBeInTheDocument();
    expect(within(card).getByText('Awaiting review')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Approve the hours of Oct 14, 2026' }));
    // It asks first; nothing is sent until the dialog's approval.
    const dialog = screen.getByRole('dialog', { name: 'Approve the hours of Oct 14, 2026?' });
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Actively engaged' }));
    await user.click(within(dialog).getByRole('button', { name: 'Approve entry' }));
    expect(await screen.findByText('3 of 50 hours confirmed (3 actively engaged)')).toBeInTheDocument();
    expect(calls).toEqual([{ path: 'review', body: { decision: 'approved', activelyEngaged: true } }]);
    const approved = screen.getByRole('listitem', { name: 'Oct 14, 2026, 3 hours' });
    expect(within(approved).getByText('Counts')).toBeInTheDocument();
    expect(within(approved).getByText(/Approved by admin@example\.org on Oct 16, 2026, actively engaged/)).toBeInTheDocument();
    expect(screen.getByText(/Status on the record: Not completed, from the log/)).toBeInTheDocument();

    // Undo from the toast: the entry awaits review again and the hours no longer count.
    const toast = await toastOf('The hours of Oct 14, 2026 were approved');
    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Undone: the hours of Oct 14, 2026 are awaiting review again')).toBeInTheDocument();
    expect(await screen.findByText('0 of 50 hours confirmed (0 actively engaged)')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Oct 14, 2026, 3 hours' })).queryByText('Counts')).toBeNull();
    expect(calls).toEqual([
      { path: 'review', body: { decision: 'approved', activelyEngaged: true } },
      { path: 'undo', body: { decision: 'approved' } },
    ]);
  });

  it('approving an unconfirmed entry asks for an attestation with its reason, and shows it as such', async () => {
    const calls = serveFieldHours(
      entry({ confirmation: 'awaiting', confirmedAt: null, confirmComment: '', linkExpiresAt: '2026-10-28T20:00:00.000Z' }),
    );
    const { user } = renderWithProviders(<FieldHoursPanel teacherId={id} />);
    const card = await screen.findByRole('listitem', { name: 'Oct 14, 2026, 3 hours' });
    expect(within(card).getByText('Awaiting confirmation')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Approve the hours of Oct 14, 2026' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve the hours of Oct 14, 2026?' });
    expect(within(dialog).getByText(/Rosa Diaz has not confirmed these hours/)).toBeInTheDocument();
    // The note is required only of an approval without the confirmation: marked as that box is ticked.
    const why = within(dialog).getByLabelText(/^Why \(internal note, staff only\)/);
    expect(why).not.toBeRequired();
    await user.click(within(dialog).getByRole('button', { name: 'Approve entry' }));
    expect(await within(dialog).findByText(EVIDENCE_MESSAGES.approveUnconfirmed)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: "Approve without the observed teacher's confirmation" }));
    expect(why).toBeRequired();
    await user.click(within(dialog).getByRole('button', { name: 'Approve entry' }));
    expect(await within(dialog).findAllByText(EVIDENCE_MESSAGES.attestationNoteRequired)).toHaveLength(2);
    expect(calls).toEqual([]);
    await user.type(within(dialog).getByLabelText(/^Why \(internal note, staff only\)/), 'Signed sheet from the office');
    await user.click(within(dialog).getByRole('button', { name: 'Approve entry' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([
      {
        path: 'review',
        body: { decision: 'approved', activelyEngaged: false, attested: true, internalNote: 'Signed sheet from the office' },
      },
    ]);
    const approved = screen.getByRole('listitem', { name: 'Oct 14, 2026, 3 hours' });
    expect(within(approved).getByText('Approved without confirmation')).toBeInTheDocument();
    expect(within(approved).queryByText('Awaiting confirmation')).toBeNull();
    expect(within(approved).getByText(/without the observed teacher's confirmation/)).toBeInTheDocument();
  });

  it('returning an approved entry that drops the hours below the requirement says so before it is done', async () => {
    const five = [1, 2, 3, 4, 5].map((n) =>
      entry({ _id: `${ENTRY_ID.slice(0, -1)}${n}`, date: `2026-10-0${n}`, hours: 6, review: 'approved', counts: true }),
    );
    const calls: unknown[] = [];
    server.use(
      http.get(apiPath(`teachers/${id}/field-hours`), () =>
        HttpResponse.json({
          teacherId: id,
          entries: five,
          summary: { hours: 30, activeHours: 0, confirmed: 30, active: 0, complete: true, text: '30 of 30 hours confirmed' },
          thirtyObsHours: 'completed',
        } satisfies TeacherFieldHours),
      ),
      http.post(apiPath(`teachers/${id}/field-hours/:entryId/review`), async ({ request }) => {
        calls.push(await request.json());
        return HttpResponse.json(five[0]);
      }),
    );
    const { user } = renderWithProviders(<FieldHoursPanel teacherId={id} />);
    const card = await screen.findByRole('listitem', { name: 'Oct 1, 2026, 6 hours' });
    await user.click(within(card).getByRole('button', { name: 'Return the hours of Oct 1, 2026' }));
    const dialog = screen.getByRole('dialog', { name: 'Return the hours of Oct 1, 2026?' });
    const change = within(dialog).getByRole('note', { name: 'What changes' });
    expect(change).toHaveTextContent(
      "The log's hours go from 30 of 30 hours confirmed to 24 of 30 hours confirmed: the requirement is no longer met and the record's status becomes Not completed.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls).toEqual([]);
  });

  it("shows staff the server's warnings about who confirmed an entry", async () => {
    serveFieldHours(entry({ warnings: ['The confirming address (gmail.example) is not an e-mail domain of any registered school'] }));
    renderWithProviders(<FieldHoursPanel teacherId={id} />);
    const card = await screen.findByRole('listitem', { name: 'Oct 14, 2026, 3 hours' });
    const note = within(card).getByRole('note', { name: 'Check who confirmed' });
    expect(within(note).getByText(/gmail\.example\) is not an e-mail domain of any registered school/)).toBeInTheDocument();
  });

  it('Return needs a note; nothing is sent without one', async () => {
    const calls = serveFieldHours(entry());
    const { user } = renderWithProviders(<FieldHoursPanel teacherId={id} />);
    const card = await screen.findByRole('listitem', { name: 'Oct 14, 2026, 3 hours' });
    await user.click(within(card).getByRole('button', { name: 'Return the hours of Oct 14, 2026' }));
    const dialog = screen.getByRole('dialog', { name: 'Return the hours of Oct 14, 2026?' });
    await user.click(within(dialog).getByRole('button', { name: 'Return entry' }));
    // One error summary at the top: it takes focus; its link moves focus to the field; the field shows the message too.
    const summary = await within(dialog).findByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(dialog).getAllByText(RETURN_NOTE_REQUIRED)).toHaveLength(2);
    await user.click(within(summary).getByRole('link', { name: RETURN_NOTE_REQUIRED }));
    expect(within(dialog).getByLabelText(/^Note to the teacher/)).toHaveFocus();
    expect(calls).toEqual([]);
    await user.type(within(dialog).getByLabelText(/^Note to the teacher/), 'Not a school day');
    await user.type(within(dialog).getByLabelText(/^Internal note \(staff only\)/), 'Checked with the campus');
    await user.click(within(dialog).getByRole('button', { name: 'Return entry' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([
      {
        path: 'review',
        body: {
          decision: 'returned',
          activelyEngaged: false,
          messageToTeacher: 'Not a school day',
          internalNote: 'Checked with the campus',
        },
      },
    ]);
    expect(
      await screen.findByText(
        /Returned by admin@example\.org on Oct 16, 2026: to the teacher: Not a school day; internal \(staff only\): Checked with the campus/,
      ),
    ).toBeInTheDocument();
  });

  it('hours earned before the portal are asked for with a day and a note, then count and read as recorded before the portal', async () => {
    const calls = serveFieldHours(entry());
    const { user } = renderWithProviders(<FieldHoursPanel teacherId={id} />);
    expect(await screen.findByText('0 of 50 hours confirmed (0 actively engaged)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Record hours earned before the portal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record hours earned before the portal?' });
    await user.click(within(dialog).getByRole('button', { name: 'Record hours' }));
    expect(await within(dialog).findAllByText(MANUAL_NOTE_REQUIRED)).not.toHaveLength(0);
    expect(calls).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /Hours/ }), '24');
    await user.type(within(dialog).getByLabelText(/Earned before/), '2024-09-01');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Actively engaged' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Paper log from Lamar MS');
    await user.click(within(dialog).getByRole('button', { name: 'Record hours' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([
      { path: 'before-portal', body: { hours: '24', before: '2024-09-01', activelyEngaged: true, note: 'Paper log from Lamar MS' } },
    ]);
    expect(await screen.findByText('24 of 50 hours confirmed (24 actively engaged)')).toBeInTheDocument();
    expect(
      screen.getByText('24 hours earned before Sep 1, 2024, recorded by admin@example.org before the portal: Paper log from Lamar MS'),
    ).toBeInTheDocument();
    // Nothing to approve or return on it.
    expect(screen.queryByRole('button', { name: 'Return the hours of Sep 1, 2024' })).not.toBeInTheDocument();
  });
});
