import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, apiUrl, useAuthStore } from 'shared-auth';
import {
  apiPaths,
  type DocumentKind,
  type DocumentVersion,
  type FieldHour,
  type FieldHourInput,
  type TeacherDocuments,
  type TeacherFieldHours,
} from 'shared-domain';
import { meKeys } from './me-keys';

// The teacher's own documents and field-based experience hours, through the teachers/{id}/... routes
// (the server answers a teacher only for its own id). The id is the dashboard's (one cached answer).
export const evidenceKeys = {
  documents: ['me', 'evidence', 'documents'] as const,
  fieldHours: ['me', 'evidence', 'field-hours'] as const,
};

/** The signed-in teacher's record id: a teacher account's profile is its record. */
export const useMyTeacherId = () => useAuthStore((s) => (s.user?.role === 'teacher' ? (s.user.profile ?? undefined) : undefined));

export const useMyDocuments = (teacherId: string | undefined) =>
  useQuery({
    queryKey: evidenceKeys.documents,
    queryFn: () => api.get<TeacherDocuments>(apiPaths.teacherDocuments(teacherId!)),
    enabled: !!teacherId,
  });

export const useMyFieldHours = (teacherId: string | undefined) =>
  useQuery({
    queryKey: evidenceKeys.fieldHours,
    queryFn: () => api.get<TeacherFieldHours>(apiPaths.teacherFieldHours(teacherId!)),
    enabled: !!teacherId,
  });

/**
 * Uploads one file as multipart/form-data (field `file`) with progress: XMLHttpRequest, since fetch reports no upload
 * progress. Errors are ApiErrors carrying the server's message (e.g. the file's type or size).
 */
export function uploadDocument(
  teacherId: string,
  kind: DocumentKind,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<DocumentVersion> {
  const path = apiPaths.teacherDocumentUpload(teacherId, kind);
  const url = apiUrl(path);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = useAuthStore.getState().token;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: unknown = {};
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : {};
      } catch {
        body = { message: xhr.responseText.slice(0, 200) };
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as DocumentVersion);
      else reject(new ApiError(xhr.status, body as { message?: string }, `POST ${url}`));
    };
    xhr.onerror = () =>
      reject(new ApiError(0, { message: 'The upload did not reach the server. Check your connection and try again.' }, `POST ${url}`));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** Downloads one's own file: through the authorised route (a bearer token), saved as an attachment. */
export async function downloadDocument(v: Pick<DocumentVersion, 'downloadUrl' | 'fileName'>) {
  const token = useAuthStore.getState().token;
  const res = await fetch(apiUrl(v.downloadUrl), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!res.ok) {
    let message = `Request failed (${res.status})`;
    try {
      message = ((await res.json()) as { message?: string }).message || message;
    } catch {
      /* not JSON */
    }
    throw new ApiError(res.status, { message }, `GET ${v.downloadUrl}`);
  }
  const href = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = href;
  a.download = v.fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** After a change, the evidence and the dashboard's What's left refetch. */
const useRefresh = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: meKeys.all });
};

export const useUploadDocument = (teacherId: string) => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ kind, file, onProgress }: { kind: DocumentKind; file: File; onProgress: (f: number) => void }) =>
      uploadDocument(teacherId, kind, file, onProgress),
    onSuccess: refresh,
  });
};

export const useLogFieldHours = (teacherId: string) => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: FieldHourInput) => api.post<FieldHour>(apiPaths.teacherFieldHours(teacherId), input),
    onSuccess: refresh,
  });
};
