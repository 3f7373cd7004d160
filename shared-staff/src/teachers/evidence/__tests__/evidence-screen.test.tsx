import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import type { TeacherDocuments, TeacherFieldHours } from 'shared-domain';
import { makeTeacher, renderWithProviders, setupMsw } from '../../../test/harness';
import EvidenceScreen from '../evidence-screen';

const server = setupMsw();

it('prints documents with their verification, hours with who confirmed them and observations with receipts', async () => {
  const base = makeTeacher({ name: { first: 'Ana', last: 'Lopez' } });
  const t = {
    ...base,
    supervisions: {
      ...base.supervisions,
      list: [
        {
          _id: 'o1',
          date: '2026-10-01',
          kind: 'formal',
          mode: 'in person',
          duration: 45,
          comment: '',
          mentorCopySentAt: null,
          recordedBy: 'supervisor@example.org',
          recordedAt: '2026-10-01T18:00:00.000Z',
          acknowledgedAt: '2026-10-03T12:00:00.000Z',
          reply: 'Thank you',
        },
        {
          _id: 'o2',
          date: '2026-11-01',
          kind: 'formal',
          mode: 'virtual',
          duration: 45,
          comment: '',
          mentorCopySentAt: null,
          recordedBy: 'supervisor@example.org',
          recordedAt: '2026-11-01T18:00:00.000Z',
          acknowledgedAt: null,
        },
        // Entered before the portal kept the log, its duration as free text (not counted).
        {
          _id: 'o3',
          date: '2026-09-15',
          kind: 'informal',
          mode: 'in person',
          duration: 'one afternoon',
          comment: '',
          mentorCopySentAt: null,
          recordedBy: null,
          recordedAt: null,
          acknowledgedAt: null,
        },
      ],
    },
  } as typeof base;
  const docs: TeacherDocuments = {
    teacherId: t._id,
    requireVerification: true,
    kinds: [
      {
        kind: 'transcript',
        label: 'Transcript',
        current: {
          _id: 'd1',
          kind: 'transcript',
          version: 1,
          fileName: 'transcript.pdf',
          contentType: 'application/pdf',
          size: 200_000,
          uploadedBy: 'ana@example.org',
          uploadedAt: '2026-10-02T12:00:00.000Z',
          status: 'verified',
          reviewedBy: 'admin@example.org',
          reviewedAt: '2026-10-04T12:00:00.000Z',
          returnReason: '',
          source: 'upload',
          note: '',
          downloadUrl: '',
        },
        versions: [],
      },
      { kind: 'certificate', label: 'Certificate', current: null, versions: [] },
    ],
    limits: { versions: 1, maxVersions: 60, bytes: 200_000, maxBytes: 209_715_200 },
  };
  docs.kinds[0].versions = [docs.kinds[0].current!];
  const hours: TeacherFieldHours = {
    teacherId: t._id,
    entries: [
      {
        _id: 'e1',
        date: '2026-10-14',
        hours: 3,
        campus: 'Lamar Elementary',
        observedName: 'Rosa Diaz',
        observedEmail: 'rdiaz@lamar.example.org',
        activity: 'Reading',
        loggedBy: 'ana@example.org',
        loggedAt: '2026-10-14T20:00:00.000Z',
        confirmation: 'confirmed',
        confirmComment: '',
        confirmedAt: '2026-10-15T14:00:00.000Z',
        linkExpiresAt: null,
        review: 'approved',
        activelyEngaged: true,
        attested: false,
        internalNote: '',
        messageToTeacher: '',
        reviewedBy: 'admin@example.org',
        reviewedAt: '2026-10-16T14:00:00.000Z',
        counts: true,
        source: 'log',
        warnings: [],
      },
    ],
    summary: { hours: 50, activeHours: 25, confirmed: 3, active: 3, complete: false, text: '3 of 50 hours confirmed (3 actively engaged)' },
    thirtyObsHours: 'not completed',
  };
  server.use(
    http.get(`/api/teachers/${t._id}`, () => HttpResponse.json(t)),
    http.get(`/api/teachers/${t._id}/documents`, () => HttpResponse.json(docs)),
    http.get(`/api/teachers/${t._id}/field-hours`, () => HttpResponse.json(hours)),
  );
  renderWithProviders(
    <Routes>
      <Route path="/admin/teachers/:id/evidence" element={<EvidenceScreen role="admin" />} />
    </Routes>,
    { route: `/admin/teachers/${t._id}/evidence` },
  );
  const page = await screen.findByRole('article', { name: 'Evidence of Ana Lopez' });
  expect(screen.getByRole('button', { name: 'Print evidence' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Teacher record/ })).toHaveAttribute('href', `/admin/teachers/${t._id}#record-documents`);
  const documents = await within(page).findByRole('table', { name: 'Documents' });
  expect(within(documents).getByText('Verified by admin@example.org, Oct 4, 2026')).toBeInTheDocument();
  expect(within(documents).getByText('Not uploaded')).toBeInTheDocument();
  const hoursTable = await within(page).findByRole('table', { name: 'Field-based experience hours' });
  expect(within(hoursTable).getByText('Confirmed by Rosa Diaz on Oct 15, 2026')).toBeInTheDocument();
  expect(within(page).getByText('3 of 50 hours confirmed (3 actively engaged)')).toBeInTheDocument();
  const observations = within(page).getByRole('table', { name: 'Observations' });
  expect(within(observations).getByText('Acknowledged on Oct 3, 2026: "Thank you"')).toBeInTheDocument();
  expect(within(observations).getAllByText('Not acknowledged yet')).toHaveLength(2);
  // The observation's cells are the record's Supervisions table's (a duration in words says it is not counted).
  const rows = within(observations).getAllByRole('row').slice(1);
  expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual([
    expect.stringContaining('Sep 15, 2026'),
    expect.stringContaining('Oct 1, 2026'),
    expect.stringContaining('Nov 1, 2026'),
  ]);
  expect(within(rows[0]).getByText('one afternoon (not counted: not in minutes)')).toBeInTheDocument();
  expect(within(rows[0]).getByText('Entered before the log')).toBeInTheDocument();
  expect(within(rows[1]).getByText('45 min')).toBeInTheDocument();
});
