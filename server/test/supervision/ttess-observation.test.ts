import type { SystemSettings, Teacher } from 'shared-domain';
import { call, useDemoApp } from '../support/test-app';

const { t, d } = useDemoApp();
const fieldsOf = (body: unknown) => Object.keys((body as { fieldErrors?: object }).fieldErrors ?? {});

const ttess = {
  startTime: '08:30',
  endTime: '09:20',
  preConference: { date: '2026-11-02', time: '15:30', mode: 'virtual' },
  postConference: { date: '2026-11-04', time: '16:00', mode: 'in person' },
  ratings: [
    { dimension: '1.1', level: 'Proficient', evidence: 'Objectives posted and aligned to the TEKS' },
    { dimension: '3.2', level: 'Developing', evidence: 'Two redirections before transitions settled' },
  ],
  strengths: 'Clear modelling',
  areasToGrow: 'Pacing in the closing',
};

describe('a T-TESS observation', () => {
  const mine = () => d.supervisor.assignedTeachers[0].teacher._id;
  const post = (body: object) => call<Teacher>(t.app, 'POST', `/api/teachers/${mine()}/supervisions`, { token: d.tokens.supervisor, body });

  it('round-trips its form, with the minutes observed taken from its start and end times, not from a typed duration', async () => {
    const res = await post({ date: '2026-11-03', kind: 'formal', mode: 'in person', duration: '120', comment: 'See the rubric', ttess });
    expect(res.status).toBe(201);
    const saved = res.body.supervisions.list.at(-1);
    // The conference dates the compliance check reads are the form's.
    expect(saved).toMatchObject({
      date: '2026-11-03',
      duration: 50,
      preConferenceDate: '2026-11-02',
      postConferenceDate: '2026-11-04',
      ttess,
    });
    const read = await call<Teacher>(t.app, 'GET', `/api/teachers/${mine()}`, { token: d.tokens.admin });
    expect(read.body.supervisions.list.find((o) => o._id === saved?._id)).toMatchObject({ duration: 50, ttess });
  });

  it('reads an observation recorded without the form unchanged: no ttess key, its duration as stored', async () => {
    const res = await post({ date: '2026-11-05', duration: '47', comment: 'Good questioning' });
    expect(res.status).toBe(201);
    const saved = res.body.supervisions.list.at(-1);
    expect(saved).not.toHaveProperty('ttess');
    expect(saved).toMatchObject({ duration: 47, comment: 'Good questioning', preConferenceDate: '', postConferenceDate: '' });
  });

  it('refuses a bad level, a bad dimension and an end before the start with a 400 naming the field', async () => {
    const badLevel = await post({ date: '2026-11-06', comment: 'x', ttess: { ...ttess, ratings: [{ dimension: '1.1', level: 'Great' }] } });
    expect(badLevel.status).toBe(400);
    expect(fieldsOf(badLevel.body)).toEqual(['ttess.ratings.0.level']);
    const badDimension = await post({
      date: '2026-11-06',
      comment: 'x',
      ttess: { ...ttess, ratings: [{ dimension: '5.1', level: 'Proficient' }] },
    });
    expect(badDimension.status).toBe(400);
    expect(fieldsOf(badDimension.body)).toEqual(['ttess.ratings.0.dimension']);
    const backwards = await post({ date: '2026-11-06', comment: 'x', ttess: { ...ttess, startTime: '10:00', endTime: '09:00' } });
    expect(backwards.status).toBe(400);
    expect(fieldsOf(backwards.body)).toEqual(['ttess.endTime']);
    const noTimes = await post({ date: '2026-11-06', comment: 'x', duration: '60', ttess: { ...ttess, startTime: '', endTime: '' } });
    expect(noTimes.status).toBe(400);
    expect(fieldsOf(noTimes.body)).toEqual(['ttess.startTime', 'ttess.endTime']);
  });
});

describe('the observation form setting', () => {
  it('keeps the dimensions chosen per assignment type, and refuses an unknown one naming the field', async () => {
    const settings = await call<SystemSettings>(t.app, 'GET', '/api/settings', { token: d.tokens.admin });
    expect(settings.body.observationForm.intern).toHaveLength(16);
    const narrowed = { ...settings.body, observationForm: { ...settings.body.observationForm, residency: ['2.1', '3.3'] } };
    try {
      const saved = await call<SystemSettings>(t.app, 'PUT', '/api/settings', { token: d.tokens.admin, body: narrowed });
      expect(saved.status).toBe(200);
      const read = await call<SystemSettings>(t.app, 'GET', '/api/settings', { token: d.tokens.supervisor });
      expect(read.body.observationForm.residency).toEqual(['2.1', '3.3']);
      const bad = { ...settings.body, observationForm: { ...settings.body.observationForm, intern: ['9.9'] } };
      const refused = await call(t.app, 'PUT', '/api/settings', { token: d.tokens.admin, body: bad });
      expect(refused.status).toBe(400);
      expect(fieldsOf(refused.body)).toEqual(['observationForm.intern.0']);
    } finally {
      await call(t.app, 'PUT', '/api/settings', { token: d.tokens.admin, body: settings.body });
    }
  });
});
