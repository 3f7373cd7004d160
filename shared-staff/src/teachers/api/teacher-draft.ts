import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from 'shared-auth';
import { apiPaths, type SuccessMessage, type TeacherDraft } from 'shared-domain';
import type { TeacherFormValues } from '../record/form-values';
import { teacherKeys } from './query-keys';

/**
 * The signed-in user's draft of one teacher record, kept on the server: saved on one computer, offered on
 * another; the record's save discards it (the server does, in PUT teachers/{id}).
 */
export type ServerDraft = Omit<TeacherDraft, 'values'> & { values: TeacherFormValues };

export const getTeacherDraft = async (id: string, signal?: AbortSignal) =>
  (await api.get<{ draft: ServerDraft | null }>(apiPaths.teacherDraft(id), { signal })).draft;

export const putTeacherDraft = (id: string, values: TeacherFormValues, baseUpdatedAt: string) =>
  api.put<ServerDraft>(apiPaths.teacherDraft(id), { values, baseUpdatedAt });

export const deleteTeacherDraft = (id: string) => api.delete<SuccessMessage>(apiPaths.teacherDraft(id));

export const teacherDraftQueryOptions = (id: string) =>
  queryOptions({
    queryKey: teacherKeys.draft(id),
    queryFn: ({ signal }) => getTeacherDraft(id, signal),
    // Offered once, when the record opens: a background refetch must not put a draft back over the user's typing.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const useTeacherDraft = (id: string) => useQuery(teacherDraftQueryOptions(id));
