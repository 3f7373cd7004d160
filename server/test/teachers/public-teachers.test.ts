import { z } from 'zod';
import { MESSAGES, publicTeacherSchema, type Teacher } from 'shared-domain';
import { call, useDemoApp } from '../support/test-app';
import { NOT_AVAILABLE } from '../../src/repositories/requests-repository';

const { t, d } = useDemoApp();

const body = (x: Teacher) => {
  const { _id, dateAdded, updatedAt, assignment, ...rest } = x;
  void [_id, dateAdded, updatedAt, assignment];
  return rest;
};

describe('GET /api/public/teachers: the public talent pool', () => {
  it('answers without a token with the card fields of consenting ready-for-hire teachers, nothing private', async () => {
    const res = await call(t.app, 'GET', '/api/public/teachers');
    expect(res.status).toBe(200);
    // Strict: a private field (last name, e-mail, TEA ID, mentor, placement, money...) would fail the parse.
    const cards = z.array(publicTeacherSchema.strict()).parse(res.body);
    // With the teacher's own consent too: the demo's ready-teacher account has it off.
    const shown = d.teachers.filter(
      (x) => x.teacherStatus === 'ready for hire' && x.publicProfile.show && x.contact.email !== 'ready-teacher@example.org',
    );
    expect(shown.length).toBeGreaterThan(0);
    expect(cards.map((c) => c._id).sort()).toEqual(shown.map((x) => x._id).sort());
    const one = shown[0];
    expect(cards.find((c) => c._id === one._id)).toEqual({
      audience: 'public',
      _id: one._id,
      firstName: one.name.first,
      lastInitial: one.name.last[0],
      ...Object.fromEntries(Object.entries(one.publicProfile).filter(([k]) => k !== 'show')),
    });
    const text = JSON.stringify(res.body);
    for (const x of shown) {
      expect(text).not.toContain(x.name.last);
      expect(text).not.toContain(x.contact.email);
    }
  });

  it('leaves out teachers who did not consent and teachers not ready for hire; follows a change at once', async () => {
    const hidden = d.teachers.find((x) => x.teacherStatus === 'ready for hire' && !x.publicProfile.show)!;
    const intern = d.teachers.find((x) => x.teacherStatus === 'intern')!;
    const ids = async () => ((await call(t.app, 'GET', '/api/public/teachers')).body as { _id: string }[]).map((c) => c._id);
    expect(await ids()).not.toContain(hidden._id);
    // An intern ticked "show" still does not appear: only ready for hire does.
    const put = await call(t.app, 'PUT', `/api/teachers/${intern._id}`, {
      token: d.tokens.admin,
      body: { ...body(intern), publicProfile: { ...intern.publicProfile, show: true } },
    });
    expect(put.status).toBe(200);
    expect(await ids()).not.toContain(intern._id);
    // The admin ticks "Show on the public talent pool": it appears, and the audit trail has who and what.
    const shown = await call(t.app, 'PUT', `/api/teachers/${hidden._id}`, {
      token: d.tokens.admin,
      body: { ...body(hidden), publicProfile: { ...hidden.publicProfile, show: true } },
    });
    expect(shown.status).toBe(200);
    expect(await ids()).toContain(hidden._id);
    const audit = await call(t.app, 'GET', `/api/audit?entity=teacher&id=${hidden._id}`, { token: d.tokens.admin });
    expect(JSON.stringify(audit.body)).toContain('publicProfile.show');
  });

  it('Find Teachers is the same pool: a teacher staff do not show is neither found, opened nor requested by a school', async () => {
    const found = async () =>
      ((await call<{ _id: string }[]>(t.app, 'GET', '/api/teachers/available', { token: d.tokens.school })).body ?? []).map((x) => x._id);
    const hidden = d.teachers.find(
      (x) => x.teacherStatus === 'ready for hire' && x.publicProfile.show && x.contact.email !== 'ready-teacher@example.org',
    )!;
    expect(await found()).toContain(hidden._id);
    const off = await call(t.app, 'PUT', `/api/teachers/${hidden._id}`, {
      token: d.tokens.admin,
      body: { ...body(hidden), publicProfile: { ...hidden.publicProfile, show: false } },
    });
    expect(off.status).toBe(200);
    expect(await found()).not.toContain(hidden._id);
    expect((await call(t.app, 'GET', `/api/teachers/${hidden._id}`, { token: d.tokens.school })).status).toBe(403);
    const asked = await call(t.app, 'POST', '/api/requests/create', {
      token: d.tokens.school,
      body: { teacherId: hidden._id, schoolId: d.school._id },
    });
    expect({ status: asked.status, message: asked.body.message }).toEqual({ status: 400, message: NOT_AVAILABLE });

    await call(t.app, 'PUT', `/api/teachers/${hidden._id}`, {
      token: d.tokens.admin,
      body: { ...body(hidden), publicProfile: { ...hidden.publicProfile, show: true } },
    });
    expect(await found()).toContain(hidden._id);
    expect((await call(t.app, 'GET', `/api/teachers/${hidden._id}`, { token: d.tokens.school })).status).toBe(200);
  });

  it('only an admin decides who is shown: a supervisor may edit the record but not the consent', async () => {
    const own = d.teachers.find((x) => x.assignment?.supervisorId === d.supervisor._id)!;
    const res = await call(t.app, 'PUT', `/api/teachers/${own._id}`, {
      token: d.tokens.supervisor,
      body: { ...body(own), publicProfile: { ...own.publicProfile, show: !own.publicProfile.show } },
    });
    expect({ status: res.status, message: res.body.message }).toEqual({ status: 403, message: MESSAGES.publicProfileAdminOnly });
    const bad = await call(t.app, 'PUT', `/api/teachers/${own._id}`, {
      token: d.tokens.admin,
      body: { ...body(own), publicProfile: { ...own.publicProfile, subject: 'Astrology' } },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors)).toEqual(['publicProfile.subject']);
  });
});
