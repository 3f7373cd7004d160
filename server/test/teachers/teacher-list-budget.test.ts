import { brotliCompressSync } from 'node:zlib';
import type { TeacherListItem, TeacherListPage } from 'shared-domain';
import { call, useDemoApp } from '../support/test-app';

// The server's own threshold (no TEACHER_LIST_WHOLE_MAX in the environment), as a browser meets it.
const { t, d } = useDemoApp();

describe('the staff list at its whole-list threshold', () => {
  it('pages above the threshold, and the whole list it may load below it stays within the screen budget of 250 KB', async () => {
    const admin = { token: d.tokens.admin };
    const first = (await call<TeacherListPage>(t.app, 'GET', '/api/teachers/all?view=list&limit=20', admin)).body;
    // A program of 10,000 teachers is paged: its first answer is one page with a cursor, not the whole list.
    expect(first.wholeMax).toBeLessThan(10_000);
    expect(first.rows.length).toBeLessThanOrEqual(20);
    expect(first.next).toEqual(expect.any(String));
    // The whole list's bytes a row on the wire (brotli, as the server compresses it), at the threshold's size.
    const whole = await call<TeacherListItem[]>(t.app, 'GET', '/api/teachers/all?view=list', admin);
    const perRow = brotliCompressSync(JSON.stringify(whole.body)).length / whole.body.length;
    expect(perRow * first.wholeMax).toBeLessThan(250 * 1024);
  });
});
