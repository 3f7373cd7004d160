import { applyDocumentVerification } from '../document-verification';
import { documentState, emptyTeacher, whatsLeft, hasOpenItems, type TeacherBody } from '../index';
import { finishedTeacher } from './finished-teacher';

const NOW = '2026-11-24T18:00:00.000Z';
const admin = { email: 'admin@example.org', admin: true };
const supervisor = { email: 'sup@example.org', admin: false };
const withForm = (f: Partial<TeacherBody['formsStatus']['mentorHandbookFormsUploaded']>): TeacherBody => {
  const t = emptyTeacher();
  return { ...t, formsStatus: { ...t.formsStatus, mentorHandbookFormsUploaded: { ...t.formsStatus.mentorHandbookFormsUploaded, ...f } } };
};
const handbook = (t: TeacherBody) => t.formsStatus.mentorHandbookFormsUploaded;

describe('applyDocumentVerification', () => {
  const uploaded = withForm({ uploaded: true, link: 'https://docs.example.org/a.pdf' });
  const verified = withForm({
    uploaded: true,
    link: 'https://docs.example.org/a.pdf',
    verified: true,
    verifiedBy: 'first@example.org',
    verifiedAt: '2026-01-01T00:00:00.000Z',
  });

  it("an admin's tick is stamped with who and when; the client's stamp is not taken", () => {
    const r = applyDocumentVerification(
      uploaded,
      withForm({ ...handbook(uploaded), verified: true, verifiedBy: 'forged@example.org' }),
      admin,
      NOW,
    );
    expect(r.refused).toBeNull();
    expect(handbook(r.body)).toMatchObject({ verified: true, verifiedBy: 'admin@example.org', verifiedAt: NOW });
  });

  it('keeps an earlier verification of the same document, whoever saves', () => {
    const r = applyDocumentVerification(verified, verified, supervisor, NOW);
    expect(r.refused).toBeNull();
    expect(handbook(r.body)).toMatchObject({ verified: true, verifiedBy: 'first@example.org', verifiedAt: '2026-01-01T00:00:00.000Z' });
  });

  it('refuses a tick or an untick by anyone but an admin', () => {
    expect(applyDocumentVerification(uploaded, withForm({ ...handbook(uploaded), verified: true }), supervisor, NOW).refused).toBe(
      'mentorHandbookFormsUploaded',
    );
    expect(applyDocumentVerification(verified, withForm({ ...handbook(verified), verified: false }), supervisor, NOW).refused).toBe(
      'mentorHandbookFormsUploaded',
    );
  });

  it('a changed or removed document needs verifying again (not refused: anyone may replace a document)', () => {
    const moved = applyDocumentVerification(
      verified,
      withForm({ ...handbook(verified), link: 'https://docs.example.org/b.pdf' }),
      supervisor,
      NOW,
    );
    expect(moved.refused).toBeNull();
    expect(handbook(moved.body)).toMatchObject({ verified: false, verifiedBy: '', verifiedAt: '' });
    const removed = applyDocumentVerification(verified, withForm({ ...handbook(verified), uploaded: false }), admin, NOW);
    expect(handbook(removed.body).verified).toBe(false);
    // An import (no verifier) never verifies.
    expect(
      handbook(applyDocumentVerification(uploaded, withForm({ ...handbook(uploaded), verified: true }), null, NOW).body).verified,
    ).toBe(false);
  });
});

describe("the checklist's rules", () => {
  const rules = { requireDocumentVerification: true, warningThreshold: 60, allowGracePeriod: true, gracePeriodDays: 15 };
  const form = { uploaded: true, link: '', verified: false, verifiedBy: '', verifiedAt: '' };
  const done = finishedTeacher(form, {
    certificationInfo: { ...emptyTeacher().certificationInfo, teaPosted: true, firstObsDeadline: '2026-09-20', endDate: '2026-12-01' },
  });
  const now = new Date('2026-11-24T18:00:00Z');

  it('an uploaded form counts only once verified while requireDocumentVerification is on', () => {
    const items = whatsLeft(done, now, rules);
    expect(items.find((i) => i.key === 'mentorHandbook')).toMatchObject({
      done: false,
      detail: documentState('pending', true).word,
    });
    expect(hasOpenItems(done, now, { ...rules, requireDocumentVerification: false })).toBe(false);
  });

  it('the time left is an open item within warningThreshold days of the end date while anything else is open', () => {
    const item = whatsLeft(done, now, rules).find((i) => i.key === 'certificationEnd');
    expect(item).toMatchObject({ done: false, detail: 'Certification ends on Dec 1, 2026 (in 7 days)' });
    expect(whatsLeft(done, now, { ...rules, warningThreshold: 5 }).some((i) => i.key === 'certificationEnd')).toBe(false);
    // Nothing else open: the end date alone is not an open item.
    expect(whatsLeft(done, now, { ...rules, requireDocumentVerification: false }).some((i) => i.key === 'certificationEnd')).toBe(false);
  });
});
