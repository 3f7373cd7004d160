import { http, HttpResponse } from 'msw';
import type { TeacherDocuments, TeacherFieldHours } from 'shared-domain';

/** Any record's evidence, empty (the record page's Documents and Field hours read their own routes). */
export const emptyEvidenceHandlers = [
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
