import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, apiUrl, useAuthStore } from 'shared-auth';
import {
  apiPaths,
  type DocumentKind,
  type DocumentUndo,
  type DocumentVersion,
  type FieldHour,
  type FieldHourReview,
  type FieldHourUndo,
  type FieldHoursBeforePortal,
  type Teacher,
  type TeacherDocuments,
  type TeacherFieldHours,
} from 'shared-domain';
import { storeTeacher } from '../api/cache';
import { teacherKeys } from '../api/query-keys';

// The staff side of a teacher's evidence: documents (files, versions, verification) and field-based
// experience hours (entries, the observed teacher's confirmation, the program's review, the hand-set status).

export const evidenceKeys = {
  documents: (teacherId: string) => [...teacherKeys.all, 'documents', teacherId] as const,
  fieldHours: (teacherId: string) => [...teacherKeys.all, 'field-hours', teacherId] as const,
};

export const documentsQueryOptions = (teacherId: string) =>
  queryOptions({
    queryKey: evidenceKeys.documents(teacherId),
    queryFn: ({ signal }) => api.get<TeacherDocuments>(apiPaths.teacherDocuments(teacherId), { signal }),
  });
export const fieldHoursQueryOptions = (teacherId: string) =>
  queryOptions({
    queryKey: evidenceKeys.fieldHours(teacherId),
    queryFn: ({ signal }) => api.get<TeacherFieldHours>(apiPaths.teacherFieldHours(teacherId), { signal }),
  });

/** GET teachers/{id}/documents: each kind with its current version and every version. */
export const useTeacherDocuments = (teacherId: string) => useQuery(documentsQueryOptions(teacherId));
/** GET teachers/{id}/field-hours: the entries, the summary and the hand-set status. */
export const useTeacherFieldHours = (teacherId: string) => useQuery(fieldHoursQueryOptions(teacherId));

const NETWORK = 'The file could not be sent. Check the connection and try again.';

/**
 * POST teachers/{id}/documents/{kind}: one new version as multipart (part `file`). XMLHttpRequest, for the upload's
 * progress (`onProgress` gets 0..1).
 */
export function uploadDocument(teacherId: string, kind: DocumentKind, file: File, onProgress?: (f: number) => void) {
  const path = apiPaths.teacherDocumentUpload(teacherId, kind);
  const form = new FormData();
  form.append('file', file, file.name);
  return new Promise<DocumentVersion>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path));
    const token = useAuthStore.getState().token;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiError(0, { message: NETWORK }, path));
    xhr.onload = () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(xhr.responseText) as Record<string, unknown>;
      } catch {
        /* not JSON */
      }
      if (xhr.status === 201 || xhr.status === 200) return resolve(body as unknown as DocumentVersion);
      reject(new ApiError(xhr.status, { message: typeof body.message === 'string' ? body.message : '' }, path));
    };
    xhr.send(form);
  });
}

/**
 * Downloads a version through the authorised route (an attachment, never shown inline) and saves it under its name.
 * The route needs the bearer token, so a plain link cannot carry it: the file is fetched and handed to the browser.
 */
export async function downloadDocument(teacherId: string, version: Pick<DocumentVersion, '_id' | 'fileName'>) {
  return downloadFile(apiPaths.teacherDocumentFile(teacherId, version._id), version.fileName);
}

/** Downloads an authorised file (the session's token in the header, never in a URL) under `fileName`. */
export async function downloadFile(path: string, fileName: string) {
  const token = useAuthStore.getState().token;
  const res = await fetch(apiUrl(path), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!res.ok) {
    let message = '';
    try {
      message = ((await res.json()) as { message?: string }).message ?? '';
    } catch {
      /* not JSON */
    }
    throw new ApiError(res.status, { message }, path);
  }
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The record's formsStatus / thirtyObsHours follow the evidence: read it again (list row, history, What's left). */
async function refreshTeacher(client: ReturnType<typeof useQueryClient>, teacherId: string) {
  storeTeacher(client, await api.get<Teacher>(apiPaths.teacher(teacherId)));
}

export type DocumentChange =
  | { kind: 'upload'; documentKind: DocumentKind; file: File }
  | { kind: 'verify'; documentId: string }
  | { kind: 'return'; documentId: string; reason: string }
  | { kind: 'undo'; documentId: string; status: DocumentUndo['status'] }
  | { kind: 'beforePortal'; documentKind: DocumentKind; note: string };

/** Upload, verify or return a document, or undo one's own verification or return; the list and the record are read again. */
export function useDocumentChange(teacherId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (c: DocumentChange): Promise<DocumentVersion> => {
      switch (c.kind) {
        case 'upload':
          return uploadDocument(teacherId, c.documentKind, c.file);
        case 'verify':
          return api.post<DocumentVersion>(apiPaths.teacherDocumentVerify(teacherId, c.documentId), {});
        case 'return':
          return api.post<DocumentVersion>(apiPaths.teacherDocumentReturn(teacherId, c.documentId), { reason: c.reason });
        case 'undo':
          return api.post<DocumentVersion>(apiPaths.teacherDocumentUndo(teacherId, c.documentId), { status: c.status });
        case 'beforePortal':
          return api.post<DocumentVersion>(apiPaths.teacherDocumentBeforePortal(teacherId, c.documentKind), { note: c.note });
      }
    },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: evidenceKeys.documents(teacherId) });
      await refreshTeacher(client, teacherId);
    },
  });
}

export type FieldHoursChange =
  | { kind: 'review'; entryId: string; input: FieldHourReview }
  | { kind: 'undo'; entryId: string; decision: FieldHourUndo['decision'] }
  | { kind: 'beforePortal'; input: FieldHoursBeforePortal };

/**
 * Approve / return an entry, undo one's own approval or return, or record hours earned before the log; the log and the
 * record are read again.
 */
export function useFieldHoursChange(teacherId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (c: FieldHoursChange): Promise<FieldHour> => {
      switch (c.kind) {
        case 'review':
          return api.post<FieldHour>(apiPaths.teacherFieldHourReview(teacherId, c.entryId), c.input);
        case 'undo':
          return api.post<FieldHour>(apiPaths.teacherFieldHourUndo(teacherId, c.entryId), { decision: c.decision });
        case 'beforePortal':
          return api.post<FieldHour>(apiPaths.teacherFieldHoursBeforePortal(teacherId), c.input);
      }
    },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: evidenceKeys.fieldHours(teacherId) });
      await refreshTeacher(client, teacherId);
    },
  });
}
