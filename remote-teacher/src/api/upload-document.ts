import { ApiError, apiUrl, useAuthStore } from 'shared-auth';
import { apiPaths, type DocumentKind, type DocumentVersion } from 'shared-domain';
import { useMeMutation } from './use-me-mutation';

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

/** POST teachers/{id}/documents/{kind}: a new version of one of the teacher's own documents. */
export const useUploadDocument = (teacherId: string) =>
  useMeMutation(({ kind, file, onProgress }: { kind: DocumentKind; file: File; onProgress: (f: number) => void }) =>
    uploadDocument(teacherId, kind, file, onProgress),
  );
