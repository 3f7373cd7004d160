import type { TeacherFormValues } from './form-values';

/** A locally kept, unsaved edit of one teacher record. */
export interface TeacherDraft {
  values: TeacherFormValues;
  /** When the draft was written (ISO). */
  savedAt: string;
  /** The record version the edit started from. */
  baseUpdatedAt: string;
}

export const draftKey = (teacherId: string) => `teacherDraft:${teacherId}`;

export function loadDraft(teacherId: string): TeacherDraft | null {
  try {
    const raw = window.localStorage.getItem(draftKey(teacherId));
    if (!raw) return null;
    const draft = JSON.parse(raw) as TeacherDraft;
    return draft && typeof draft === 'object' && draft.values ? draft : null;
  } catch {
    return null;
  }
}

export function saveDraft(teacherId: string, values: TeacherFormValues, baseUpdatedAt: string): TeacherDraft {
  const draft: TeacherDraft = { values, savedAt: new Date().toISOString(), baseUpdatedAt };
  try {
    window.localStorage.setItem(draftKey(teacherId), JSON.stringify(draft));
  } catch {
    /* storage full or blocked: the edit stays in the open form */
  }
  return draft;
}

export function clearDraft(teacherId: string) {
  try {
    window.localStorage.removeItem(draftKey(teacherId));
  } catch {
    /* storage blocked */
  }
}
