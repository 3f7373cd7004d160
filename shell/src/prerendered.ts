/**
 * The server may send a public page prerendered into #root (remote-public's build renders them). The app
 * then renders off-screen, and takes the page's place only once its area has something to show (the live
 * page, the splash, or an error), so the visitor never sees the page give way to 'Loading...'.
 */
let swap: (() => void) | null = null;

/** Where the app renders: #root itself, or, when #root holds a prerendered page, a detached container. */
export function appContainer(doc: Document = document): HTMLElement {
  const host = doc.getElementById('root');
  if (!host) throw new Error('The page has no #root element');
  if (!host.hasAttribute('data-prerendered')) return host;
  const app = doc.createElement('div');
  swap = () => {
    swap = null;
    // Keep the visitor's place: scrolling survives, and focus returns to the same link if it was on one.
    const focused = doc.activeElement instanceof HTMLElement && host.contains(doc.activeElement) ? doc.activeElement.getAttribute('href') : null;
    host.replaceWith(app);
    app.id = 'root';
    if (focused) app.querySelector<HTMLElement>(`a[href="${CSS.escape(focused)}"]`)?.focus();
  };
  return app;
}

/** Puts the app in place of the prerendered page (nothing to do when there is none, or once done). */
export function revealApp() {
  swap?.();
}
