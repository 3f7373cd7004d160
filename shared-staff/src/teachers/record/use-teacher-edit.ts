import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, applyFieldErrors } from 'shared-auth';
import { MESSAGES, type Teacher, type TeacherBody } from 'shared-domain';
import { useToast } from 'shared-ui';
import { storeTeacher } from '../api/cache';
import { useUpdateTeacher } from '../api/update-teacher';
import { clearDraft, loadDraft, saveDraft } from './draft-storage';
import { mergeEdits, teacherResolver, toFormValues, type TeacherFormValues } from './form-values';

/** restored: a draft was put back on return; stale: a 409 showed the newer version and kept the user's edits as a draft. */
export type DraftNotice = { kind: 'restored' | 'stale'; savedAt: string } | null;

/** State of the edit page: the form, the version it edits, drafts, save and the 409 path. */
export function useTeacherEdit(teacher: Teacher) {
  const id = teacher._id;
  const client = useQueryClient();
  const toast = useToast();
  const update = useUpdateTeacher();
  const navigate = useNavigate();
  const location = useLocation();
  const [base, setBase] = useState(teacher);
  const [notice, setNotice] = useState<DraftNotice>(null);
  const [error, setError] = useState<string | null>(null);
  const draftJson = useRef<string | null>(null);
  const form = useForm<TeacherFormValues, unknown, TeacherBody>({ resolver: teacherResolver, defaultValues: toFormValues(teacher) });
  // Reading isDirty during render subscribes to it, so the leave guard can ask for it later.
  const { isDirty } = form.formState;

  // On return: put a kept draft back (the form counts as changed against the stored record).
  useEffect(() => {
    const draft = loadDraft(id);
    if (!draft) return;
    form.reset(draft.values, { keepDefaultValues: true });
    draftJson.current = JSON.stringify(draft.values);
    setNotice({ kind: 'restored', savedAt: draft.savedAt });
  }, [id, form]);

  // A newer copy from the server (background refetch) replaces an untouched form.
  useEffect(() => {
    if (teacher.updatedAt === base.updatedAt || form.formState.isDirty) return;
    setBase(teacher);
    form.reset(toFormValues(teacher));
  }, [teacher, base.updatedAt, form]);

  const showVersion = (t: Teacher) => {
    setBase(t);
    form.reset(toFormValues(t));
  };

  const onSubmit = form.handleSubmit(async (body) => {
    setError(null);
    try {
      const saved = await update.mutateAsync({ id, body, updatedAt: base.updatedAt });
      clearDraft(id);
      draftJson.current = null;
      setNotice(null);
      showVersion(saved);
      // The browser keeps navigation state across a reload: keep the saved record there, not the one we came with.
      void navigate(
        { pathname: location.pathname, search: location.search },
        { replace: true, state: { ...(location.state as object | null), teacher: saved } },
      );
      toast.show('Changes saved', 'success');
    } catch (err) {
      if (err instanceof ApiError && err.status === 409 && err.current) {
        const newer = err.current as Teacher;
        const kept = mergeEdits(toFormValues(base), form.getValues(), toFormValues(newer));
        const draft = saveDraft(id, kept, newer.updatedAt);
        storeTeacher(client, newer);
        showVersion(newer);
        setNotice({ kind: 'stale', savedAt: draft.savedAt });
        return;
      }
      applyFieldErrors(form, err);
      setError(MESSAGES.saveFailed);
    }
  });

  const saveLocalDraft = () => {
    const values = form.getValues();
    saveDraft(id, values, base.updatedAt);
    draftJson.current = JSON.stringify(values);
    toast.show('Draft saved on this computer', 'success');
  };

  const discardDraft = () => {
    clearDraft(id);
    draftJson.current = null;
    setNotice(null);
    form.reset(toFormValues(base));
  };

  /** After a 409: apply the kept edits on top of the newer version. */
  const restoreDraft = () => {
    const draft = loadDraft(id);
    if (draft) form.reset(draft.values, { keepDefaultValues: true });
    draftJson.current = draft ? JSON.stringify(draft.values) : null;
    setNotice(draft ? { kind: 'restored', savedAt: draft.savedAt } : null);
  };

  /** Leaving loses something only when the form differs from the record and from the kept draft. */
  const hasUnsavedChanges = () => isDirty && JSON.stringify(form.getValues()) !== draftJson.current;

  return { form, base, notice, error, saving: update.isPending, onSubmit, saveLocalDraft, discardDraft, restoreDraft, hasUnsavedChanges };
}
