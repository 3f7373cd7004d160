/** Full-page navigations, kept in one place so tests can replace them (jsdom cannot navigate). */
export function assignLocation(url: string): void {
  window.location.assign(url);
}

export function reloadPage(): void {
  window.location.reload();
}
