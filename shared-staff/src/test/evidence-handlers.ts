import { http, HttpResponse } from 'msw';
import { NO_ADMISSION_FACTS, type TeacherDocuments, type TeacherFieldHours, type TeacherPath } from 'shared-domain';

/** Any record's evidence and path, empty (the record page's Documents, Field hours and Path read their own routes). */
export const emptyEvidenceHandlers = [
  http.get('/api/teachers/:id/path', () =>
    HttpResponse.json<TeacherPath>({ current: null, entries: [], admission: NO_ADMISSION_FACTS, clocks: [], next: [] }),
  ),
  http.get('/api/teachers/:id/path/receipts', () => HttpResponse.json([])),
  http.get('/api/teachers/:id/documents', ({ params }) =>
    HttpResponse.json<TeacherDocuments>({
      teacherId: String(params.id),
      requireVerification: false,
      kinds: [{ kind: 'transcript', label: 'Transcript', current: null, versions: [] }],
      limits: { versions: 0, maxVersions: 60, bytes: 0, maxBytes: 209_715_200 },
    }),
  ),
  http.get('/api/teachers/:id/field-hours', ({ params }) =>
    HttpResponse.json<TeacherFieldHours>({
      teacherId: String(params.id),
      entries: [],
      summary: {
        hours: 50,
        activeHours: 25,
        confirmed: 0,
        active: 0,
        complete: false,
        text: '0 of 50 hours confirmed (0 actively engaged)',
      },
      thirtyObsHours: '',
    }),
  ),
];
