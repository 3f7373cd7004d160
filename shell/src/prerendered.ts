/**
 * The server may send a public page prerendered into #root (remote-public's build renders them). The app
 * then renders off-screen, and takes the page's place only once its area has something to show (the live
 * page, the splash, or an error), so the visitor never sees the page give way to 'Loading...'.
 * Links work in the static copy as they are; a button (the phone menu's toggle) does nothing there, so
 * a press on one is kept and given to the same button of the app when it takes over.
 */
let swap: (() => void) | null = null;
let pressed: string | null = null;

const prerenderedRoot = (doc: Document) => {
  const host = doc.getElementById('root');
  return host?.hasAttribute('data-prerendered') ? host : null;
};
const buttonName = (b: Element) => (b.getAttribute('aria-label') || b.textContent || '').trim();

/** Notes the last button pressed in the static copy (call as early as possible: the shell's entry does). */
export function holdEarlyPresses(doc: Document = document) {
  const host = prerenderedRoot(doc);
  if (!host) return;
  host.addEventListener('click', (e) => {
    const button = e.target instanceof Element ? e.target.closest('button') : null;
    if (button && host.contains(button)) pressed = buttonName(button);
  });
}

/** Where the app renders: #root itself, or, when #root holds a prerendered page, a detached container. */
export function appContainer(doc: Document = document): HTMLElement {
  const host = doc.getElementById('root');
  if (!host) throw new Error('The page has no #root element');
  if (!prerenderedRoot(doc)) return host;
  const app = doc.createElement('div');
  swap = () => {
    swap = null;
    // Keep the visitor's place: scrolling survives, and focus returns to the same link or button.
    const active = doc.activeElement instanceof HTMLElement && host.contains(doc.activeElement) ? doc.activeElement : null;
    const href = active?.getAttribute('href') ?? null;
    const name = pressed ?? (active?.tagName === 'BUTTON' ? buttonName(active) : null);
    host.replaceWith(app);
    app.id = 'root';
    if (href !== null) app.querySelector<HTMLElement>(`a[href="${CSS.escape(href)}"]`)?.focus();
    const button = name === null ? undefined : [...app.querySelectorAll('button')].find((b) => buttonName(b) === name);
    button?.focus();
    // After the app's mount effects have run (a menu that closes itself on mount would undo the press).
    if (pressed !== null && button) setTimeout(() => button.click(), 0);
    pressed = null;
  };
  return app;
}

/** Puts the app in place of the prerendered page (nothing to do when there is none, or once done). */
export function revealApp() {
  swap?.();
}
