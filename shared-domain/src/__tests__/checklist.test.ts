import { CHECKLIST_STEPS, emptyTeacher, whatsLeft, WAITS_ON_WORDS } from '../index';

const now = new Date('2026-11-28T12:00:00Z');

describe("What's left: one list of items, figures and states for staff and the teacher", () => {
  it('gives every item its teacher wording and who it waits on', () => {
    const items = whatsLeft({ ...emptyTeacher(), financials: { ...emptyTeacher().financials, remainingBalance: 100 } }, now);
    for (const i of items) {
      expect(i.teacherLabel).toBe(CHECKLIST_STEPS[i.key].teacherLabel);
      expect(WAITS_ON_WORDS[i.waitsOn]).toEqual(expect.stringMatching(/^Waits on the /));
    }
    expect(items.find((i) => i.key === 'observations')?.waitsOn).toBe('supervisor');
    expect(items.find((i) => i.key === 'balance')?.waitsOn).toBe('teacher');
  });

  it("reads the field hours' sentence and a returned form's reason from the evidence, when the screen has it", () => {
    const t = emptyTeacher();
    const bare = whatsLeft(t, now);
    expect(bare.find((i) => i.key === 'observationHours')?.detail).toBe('not recorded');
    const withEvidence = whatsLeft(t, now, undefined, {
      fieldHours: '12 of 50 hours confirmed (8 actively engaged)',
      returned: { internMentorAttestationForm: 'The signature is missing.' },
    });
    expect(withEvidence.find((i) => i.key === 'observationHours')?.detail).toBe('12 of 50 hours confirmed (8 actively engaged)');
    expect(withEvidence.find((i) => i.key === 'attestation')?.detail).toBe('Returned: The signature is missing.');
    expect(withEvidence.find((i) => i.key === 'mentorHandbook')?.detail).toBeUndefined();
  });
});
