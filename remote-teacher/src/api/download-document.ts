import { ApiError, apiUrl, useAuthStore } from 'shared-auth';
import type { DocumentVersion } from 'shared-domain';

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
