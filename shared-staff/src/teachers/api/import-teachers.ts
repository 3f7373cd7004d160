import { ApiError, apiUrl, useAuthStore } from 'shared-auth';
import { apiPaths, type ImportMapping, type ImportResult } from 'shared-domain';

export type ImportAnswer = ImportResult & { message?: string };

/**
 * POST teachers/import: the file and its column mapping as multipart. XMLHttpRequest rather than fetch, for the
 * upload's progress (`onProgress` gets 0..1). A refused commit (400 with the rows' errors) resolves with `refused`.
 */
export function uploadTeacherImport(
  file: File,
  mapping: ImportMapping,
  o: { dryRun: boolean; skipInvalid?: boolean },
  onProgress?: (fraction: number) => void,
): Promise<{ refused: boolean; result: ImportAnswer }> {
  const form = new FormData();
  form.append('mapping', JSON.stringify(mapping));
  form.append('file', file, file.name);
  const path = apiPaths.teachersImport(o);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path));
    const token = useAuthStore.getState().token;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiError(0, { message: 'The file could not be sent. Check the connection and try again.' }, path));
    xhr.onload = () => {
      let body: Partial<ImportAnswer> = {};
      try {
        body = JSON.parse(xhr.responseText) as ImportAnswer;
      } catch {
        /* not JSON */
      }
      onProgress?.(1);
      if (xhr.status === 200) return resolve({ refused: false, result: body as ImportAnswer });
      if (xhr.status === 400 && Array.isArray(body.errors)) return resolve({ refused: true, result: body as ImportAnswer });
      reject(new ApiError(xhr.status, { message: body.message ?? '' }, path));
    };
    xhr.send(form);
  });
}
