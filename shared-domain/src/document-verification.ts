import type { TeacherBody } from './schemas/teacher';

export const VERIFIABLE_FORMS = ['mentorHandbookFormsUploaded', 'internMentorAttestationForm'] as const;

/** Who saves the record: an admin may verify a document; anyone else, or an import, may not. */
export type Verifier = { email: string; admin: boolean } | null;

/**
 * The two intern forms' verification after a save (setting requireDocumentVerification). A newly ticked
 * "Verified" is stamped with who and when, and only an admin may tick or untick it (`refused` names the form
 * otherwise); a verified document that is no longer uploaded, or whose link changed, needs verifying again; the
 * client's `verifiedBy` / `verifiedAt` are never taken.
 */
export function applyDocumentVerification(
  before: TeacherBody | null,
  after: TeacherBody,
  by: Verifier,
  nowIso: string,
): { body: TeacherBody; refused: (typeof VERIFIABLE_FORMS)[number] | null } {
  const formsStatus = { ...after.formsStatus };
  let refused: (typeof VERIFIABLE_FORMS)[number] | null = null;
  for (const key of VERIFIABLE_FORMS) {
    const was = before?.formsStatus[key];
    const item = { ...after.formsStatus[key] };
    const sameDocument = Boolean(was?.uploaded && item.uploaded && was.link === item.link);
    const wasVerified = Boolean(was?.verified && sameDocument);
    const person = by && !by.admin;
    if (item.verified && item.uploaded && wasVerified) {
      item.verifiedBy = was!.verifiedBy;
      item.verifiedAt = was!.verifiedAt;
    } else if (item.verified && item.uploaded && by?.admin) {
      item.verifiedBy = by.email;
      item.verifiedAt = nowIso;
    } else {
      // Ticking it (a new or changed document) or unticking a verified one is an admin's; a changed or removed
      // document simply needs verifying again.
      if (person && ((item.verified && item.uploaded && !was?.verified) || (!item.verified && wasVerified))) refused ??= key;
      item.verified = false;
      item.verifiedBy = '';
      item.verifiedAt = '';
    }
    formsStatus[key] = item;
  }
  return { body: { ...after, formsStatus }, refused };
}
