import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Teacher } from 'shared-domain';
import { emptyEvidenceHandlers } from './evidence-handlers';
import { makeTeacher, setupMsw } from './harness';
import { renderTeacherScreens } from './teacher-screens';

/**
 * A teacher record's screen on a mock server. The record asks for the user's server-kept draft (none here), and its
 * Documents and Field hours read their own routes (empty here).
 */
export function setupTeacherRecord() {
  const server = setupMsw(
    http.get('/api/drafts/teachers/:id', () => HttpResponse.json({ draft: null })),
    ...emptyEvidenceHandlers,
  );

  const serve = (t: Partial<Teacher>) =>
    server.use(
      http.get(`/api/teachers/${t._id}`, () => HttpResponse.json(t)),
      http.get(`/api/teachers/${t._id}/history`, () => HttpResponse.json([])),
    );

  /** An admin opens the record (Ana Lopez with `patch`, or the teacher given); `puts` collects what each save sends. */
  async function open(patch: Partial<Teacher> | Teacher = {}) {
    const t = '_id' in patch ? patch : makeTeacher({ name: { first: 'Ana', last: 'Lopez' }, ...patch });
    const puts: Record<string, unknown>[] = [];
    serve(t);
    server.use(
      http.put(`/api/teachers/${t._id}`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        puts.push(body);
        return HttpResponse.json({ ...t, ...body, updatedAt: '2026-02-01T00:00:00.000Z' });
      }),
    );
    renderTeacherScreens(null, { route: `/admin/teachers/${t._id}` });
    await screen.findByRole('heading', { name: 'Ana Lopez', level: 1 });
    return { t, puts, user: userEvent.setup({ delay: null }) };
  }

  /** A supervisor opens the record of Ana Lopez given. */
  async function openAsSupervisor(t: Teacher) {
    serve(t);
    renderTeacherScreens(null, { role: 'supervisor', route: `/supervisor/teachers/${t._id}` });
    await screen.findByRole('heading', { name: 'Ana Lopez', level: 1 });
  }

  return { server, open, openAsSupervisor };
}

/** A section of the record, by its heading. */
export const section = (name: string) => screen.getByRole('region', { name });
/** The record's Save Changes. */
export const save = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getAllByRole('button', { name: 'Save Changes' })[0]);
/** The date `offset` days from today, as a date field holds it. */
export const dayFromToday = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
