import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, applyFieldErrors } from 'shared-auth';
import { MESSAGES, queryKeys, type Teacher, type TeacherBody } from 'shared-domain';
import { useToast } from 'shared-ui';
import { storeTeacher } from '../api/cache';
import { useUpdateTeacher } from '../api/update-teacher';
import { deleteTeacherDraft, putTeacherDraft, useTeacherDraft, type ServerDraft } from '../api/teacher-draft';
import { teacherKeys } from '../api/query-keys';
import { mergeEdits, teacherResolver, toFormValues, type TeacherFormValues } from './form-values';
import { assignmentInput, assignmentValues, type AssignmentValues } from '../../lib/assignment-values';

/** restored: a draft was put back on return; stale: a 409 showed the newer version and kept the user's edits as a draft. */
export type DraftNotice = { kind: 'restored' | 'stale'; savedAt: string } | null;

/**
 * Two versions of a record that differ in nothing but what the server keeps apart from the record's save (and so
 * their updatedAt): the ledger's figures and the observation log.
 */
function sameButServerKept(a: Teacher, b: Teacher): boolean {
  const strip = (t: Teacher) =>
    JSON.stringify({ ...t, updatedAt: '', financials: null, supervisions: { ...t.supervisions, list: null, removed: null } });
  return strip(a) === strip(b);
}

/** Form values with the record's observation log in place of theirs: a draft or a merge never shows an older log. */
function withLogOf(values: TeacherFormValues, t: Teacher): TeacherFormValues {
  const { list, removed } = toFormValues(t).supervisions;
  return { ...values, supervisions: { ...values.supervisions, list, removed } };
}

/**
 * State of the edit page: the form, the version it edits, drafts, save and the 409 path. With `withAssignment` (the
 * admin's record) the assignment's fields are part of the record: Save Changes sends them with it.
 */
export function useTeacherEdit(teacher: Teacher, withAssignment = false) {
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
  const [assignment, setAssignment] = useState<AssignmentValues>(() => assignmentValues(teacher));
  const assignmentChanged = withAssignment && JSON.stringify(assignment) !== JSON.stringify(assignmentValues(base));
  const form = useForm<TeacherFormValues, unknown, TeacherBody>({ resolver: teacherResolver, defaultValues: toFormValues(teacher) });
  // Reading isDirty during render subscribes to it, so the leave guard can ask for it later.
  const { isDirty } = form.formState;

  // The draft kept on the server for this user (saved here or on another computer): put it back once, on opening.
  const serverDraft = useTeacherDraft(id);
  const kept = useRef<ServerDraft | null>(null);
  const offered = useRef(false);
  useEffect(() => {
    const draft = serverDraft.data;
    if (offered.current || serverDraft.isPending) return;
    offered.current = true;
    // Typed into already (the draft was slow to come): keep it for Restore, do not overwrite the typing.
    if (!draft) return;
    kept.current = draft;
    if (form.formState.isDirty) {
      setNotice({ kind: 'stale', savedAt: draft.savedAt });
      return;
    }
    form.reset(withLogOf(draft.values, teacher), { keepDefaultValues: true });
    draftJson.current = JSON.stringify(draft.values);
    setNotice({ kind: 'restored', savedAt: draft.savedAt });
    // Only on opening: `teacher` is the record opened (its log replaces the draft's).
  }, [serverDraft.data, serverDraft.isPending, form]);

  /** Keeps `values` as the draft on the server; the answer (or, offline, the local copy) is what Restore puts back. */
  const keepDraft = async (values: TeacherFormValues, baseUpdatedAt: string): Promise<ServerDraft> => {
    const local: ServerDraft = { teacherId: id, values, baseUpdatedAt, savedAt: new Date().toISOString() };
    kept.current = local;
    const saved = await putTeacherDraft(id, values, baseUpdatedAt);
    kept.current = saved;
    client.setQueryData(teacherKeys.draft(id), saved);
    return saved;
  };
  const forgetDraft = () => {
    kept.current = null;
    draftJson.current = null;
    client.setQueryData(teacherKeys.draft(id), null);
  };

  // A newer copy from the server (background refetch) replaces an untouched form. One that differs only in the
  // ledger's figures or the observation log (a charge, a payment or an observation was added or removed here) is
  // taken as the version edited, keeping the edits: the server never takes either from a save, so nothing is lost.
  useEffect(() => {
    // Only a newer copy: the one shown may be ahead of the query's (a save or a 409 shows its answer at once).
    if (teacher.updatedAt <= base.updatedAt) return;
    if (!form.formState.isDirty) {
      setBase(teacher);
      form.reset(toFormValues(teacher));
      return;
    }
    if (sameButServerKept(teacher, base)) {
      setBase(teacher);
      form.reset(toFormValues(teacher), { keepDirtyValues: true });
      // The log is never the user's edit: the newer one replaces it even where a restored draft carried another.
      form.setValue('supervisions.list', toFormValues(teacher).supervisions.list);
      form.setValue('supervisions.removed', toFormValues(teacher).supervisions.removed);
    }
  }, [teacher, base, form]);

  const showVersion = (t: Teacher) => {
    setBase(t);
    form.reset(toFormValues(t));
    setAssignment(assignmentValues(t));
  };

  const onSubmit = form.handleSubmit(async (body) => {
    setError(null);
    try {
      const sent = assignmentChanged ? assignmentInput(assignment) : undefined;
      const saved = await update.mutateAsync({ id, body, updatedAt: base.updatedAt, assignment: sent });
      // A new placement changes the supervisors' and the schools' figures.
      if (sent) for (const queryKey of [queryKeys.supervisors.all, queryKeys.schools.all]) void client.invalidateQueries({ queryKey });
      // The server discarded this user's draft with the save.
      forgetDraft();
      setNotice(null);
      showVersion(saved);
      // The browser keeps navigation state across a reload: keep the saved record there, not the one we came with.
      void navigate(
        { pathname: location.pathname, search: location.search },
        { replace: true, state: { ...(location.state as object | null), teacher: saved } },
      );
      toast.show('Changes saved', 'success');
    } catch (err) {
      if (err instanceof ApiError && err.status === 409 && !err.current) {
        // The assignment was refused (a full or unavailable supervisor): nothing was saved; the server says why.
        setError(err.message);
        return;
      }
      if (err instanceof ApiError && err.status === 409 && err.current) {
        const newer = err.current as Teacher;
        const merged = withLogOf(mergeEdits(toFormValues(base), form.getValues(), toFormValues(newer)), newer);
        storeTeacher(client, newer);
        showVersion(newer);
        const savedAt = new Date().toISOString();
        setNotice({ kind: 'stale', savedAt });
        await keepDraft(merged, newer.updatedAt).catch(() => {
          /* not kept on the server: Restore still has the local copy */
        });
        return;
      }
      // A refusal naming fields shows in the error summary and at each field, once each; any other in the box.
      if (!applyFieldErrors(form, err)) setError(MESSAGES.saveFailed);
    }
  });

  const saveServerDraft = async () => {
    const values = form.getValues();
    try {
      await keepDraft(values, base.updatedAt);
      draftJson.current = JSON.stringify(values);
      toast.show('Draft saved. It is offered wherever you sign in.', 'success');
    } catch {
      toast.show('The draft could not be saved. Please try again.', 'error');
    }
  };

  const discardDraft = () => {
    forgetDraft();
    setNotice(null);
    form.reset(toFormValues(base));
    deleteTeacherDraft(id).catch(() => {
      toast.show('The draft could not be discarded on the server. It may be offered again.', 'error');
    });
  };

  /** After a 409: apply the kept edits on top of the newer version. */
  const restoreDraft = () => {
    const draft = kept.current;
    if (draft) form.reset(withLogOf(draft.values, base), { keepDefaultValues: true });
    draftJson.current = draft ? JSON.stringify(draft.values) : null;
    setNotice(draft ? { kind: 'restored', savedAt: draft.savedAt } : null);
  };

  /** Leaving loses something only when the form differs from the record and from the kept draft. */
  const hasUnsavedChanges = () => assignmentChanged || (isDirty && JSON.stringify(form.getValues()) !== draftJson.current);

  return {
    form,
    base,
    notice,
    error,
    saving: update.isPending,
    onSubmit,
    saveDraft: saveServerDraft,
    discardDraft,
    restoreDraft,
    hasUnsavedChanges,
    assignment,
    setAssignment,
  };
}
