import {
  SCHOOL_ONLY_CARD_FIELDS,
  TEACHER_CONSENT_TEXT,
  profileCardSchema,
  type AvailableTeacher,
  type MyProfileResponse,
  type PublicTeacher,
} from 'shared-domain';
import { call, signIn, useDemoApp } from '../support/test-app';

// One teacher, one card: the public talent pool, a school's Find Teachers and the teacher's own preview answer the
// cards one function builds, each with what its audience may see.
const { t, d } = useDemoApp();

const READY = 'ready-teacher@example.org';

async function consentOn(tok: string, hiddenSchoolIds: string[] = []) {
  const res = await call(t.app, 'PUT', '/api/me/consent', {
    token: tok,
    body: { on: true, hiddenSchoolIds, textVersion: TEACHER_CONSENT_TEXT.version },
  });
  expect(res.status).toBe(200);
}
const publicCards = async (token?: string) =>
  (await call<PublicTeacher[]>(t.app, 'GET', '/api/public/teachers', token ? { token } : {})).body;
const schoolCards = async () => (await call<AvailableTeacher[]>(t.app, 'GET', '/api/teachers/available', { token: d.tokens.school })).body;
const preview = async (tok: string) => (await call<MyProfileResponse>(t.app, 'GET', '/api/me/profile', { token: tok })).body.preview;

describe('a teacher profile card: one answer per audience', () => {
  it("the teacher's previews equal, field by field, the visitor's card and the school's card", async () => {
    const ready = d.teachers.find((x) => x.contact.email === READY)!;
    const tok = await signIn(t.app, READY);
    await consentOn(tok);
    const edited = await call(t.app, 'PUT', '/api/me/profile', {
      token: tok,
      body: { subject: 'Music', location: 'Lubbock', availability: 'Next Semester' },
    });
    expect(edited.status).toBe(200);

    const visitor = (await publicCards()).find((c) => c._id === ready._id)!;
    const { request, ...school } = (await schoolCards()).find((c) => c._id === ready._id)!;
    expect(request).toBeNull();
    const mine = await preview(tok);

    expect(Object.keys(mine.visitor).sort()).toEqual(Object.keys(visitor).sort());
    for (const [field, value] of Object.entries(visitor))
      expect([field, mine.visitor[field as keyof typeof visitor]]).toEqual([field, value]);
    expect(Object.keys(mine.school).sort()).toEqual(Object.keys(school).sort());
    for (const [field, value] of Object.entries(school)) expect([field, mine.school[field as keyof typeof school]]).toEqual([field, value]);

    // The words the issue saw differ are now one set of words on every card.
    for (const card of [visitor, school, mine.visitor, mine.school]) {
      expect([card.subject, card.location, card.availability]).toEqual(['Music', 'Lubbock', 'Next Semester']);
    }
    expect(profileCardSchema.parse(visitor).audience).toBe('public');
    expect(profileCardSchema.parse(school).audience).toBe('school');
  });

  it('a public answer never carries the fields only a school sees, signed out or signed in as a school', async () => {
    for (const cards of [await publicCards(), await publicCards(d.tokens.school)]) {
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) {
        expect(card.audience).toBe('public');
        for (const field of SCHOOL_ONLY_CARD_FIELDS) expect(card).not.toHaveProperty(field);
      }
      const text = JSON.stringify(cards);
      for (const x of d.teachers.filter((x) => cards.some((c) => c._id === x._id))) {
        expect(text).not.toContain(x.name.last);
        if (x.contact.email) expect(text).not.toContain(x.contact.email);
      }
    }
    expect(SCHOOL_ONLY_CARD_FIELDS).toEqual(expect.arrayContaining(['name', 'certificationAreas', 'certType', 'teacherStatus']));
  });

  it('hiding from a school still holds: the school has no card, the preview still shows what a school would see', async () => {
    const ready = d.teachers.find((x) => x.contact.email === READY)!;
    const tok = await signIn(t.app, READY);
    await consentOn(tok, [d.school._id]);
    expect((await schoolCards()).map((c) => c._id)).not.toContain(ready._id);
    expect((await publicCards(d.tokens.school)).map((c) => c._id)).not.toContain(ready._id);
    expect((await publicCards()).map((c) => c._id)).toContain(ready._id);
    expect((await preview(tok)).school).toMatchObject({ audience: 'school', _id: ready._id, name: ready.name });
  });
});

describe("a school's pool, streamed", () => {
  it('read one card a query, it is the same list, in the same order, as the answer the school gets', async () => {
    const tok = await signIn(t.app, READY);
    await consentOn(tok);
    const answered = await schoolCards();
    expect(answered.length).toBeGreaterThan(1);
    const runs: string[][] = [];
    for await (const run of t.app.repos.schoolView.availableText(d.school._id, 1)) runs.push(run);
    expect(runs.every((r) => r.length === 1)).toBe(true);
    const cards = runs.flat().map((j) => JSON.parse(j) as AvailableTeacher);
    expect(cards).toEqual(answered);
  });
});
