import type { AuditEntry, Teacher } from 'shared-domain';
import { call, useDemoApp } from '../support/test-app';

const { t, d } = useDemoApp();

describe('an observation sent again with its client id', () => {
  const mine = () => d.supervisor.assignedTeachers[0].teacher._id;
  const url = () => `/api/teachers/${mine()}/supervisions`;
  const post = (body: object) => call<Teacher>(t.app, 'POST', url(), { token: d.tokens.supervisor, body });
  const read = async () => (await call<Teacher>(t.app, 'GET', `/api/teachers/${mine()}`, { token: d.tokens.admin })).body;
  const history = async () => (await call<AuditEntry[]>(t.app, 'GET', `/api/teachers/${mine()}/history`, { token: d.tokens.admin })).body;

  it('is recorded once: a resend written against the older record answers the record as it is, adding nothing', async () => {
    const before = await read();
    const body = {
      date: '2026-11-10',
      duration: '50',
      comment: 'Written at a school with a weak connection',
      clientId: 'c7a1e0f2-4d6b-4a51-9d7e-2f3b8c1a0e55',
      updatedAt: before.updatedAt,
    };
    const first = await post(body);
    expect(first.status).toBe(201);
    expect(first.body.supervisions.list).toHaveLength(before.supervisions.list.length + 1);
    expect(first.body.supervisions.list.at(-1)).toMatchObject({ clientId: body.clientId, comment: body.comment });
    const audited = (await history()).length;

    const again = await post(body);
    expect(again.status).toBe(201);
    expect(again.body.supervisions.list).toHaveLength(before.supervisions.list.length + 1);
    expect(again.body.updatedAt).toBe(first.body.updatedAt);
    expect((await read()).supervisions.list.filter((o) => o.clientId === body.clientId)).toHaveLength(1);
    // Nothing was written the second time: no audit row either.
    expect(await history()).toHaveLength(audited);
  });

  it('with an id not recorded yet and a stale updatedAt is refused with a 409, recording nothing', async () => {
    const before = await read();
    const res = await post({
      date: '2026-11-11',
      duration: '50',
      comment: 'Written against an older copy',
      clientId: '0b6f3c9e-1a2d-4e5f-8a7b-6c5d4e3f2a1b',
      updatedAt: '2020-01-01T00:00:00.000Z',
    });
    expect(res.status).toBe(409);
    expect((await read()).supervisions.list).toHaveLength(before.supervisions.list.length);
  });

  it('refuses a client id that is not letters, digits and hyphens with a 400 naming the field', async () => {
    const res = await post({ date: '2026-11-12', duration: '50', comment: 'x', clientId: 'a b;c' });
    expect(res.status).toBe(400);
    expect(Object.keys((res.body as { fieldErrors?: object }).fieldErrors ?? {})).toEqual(['clientId']);
  });
});
