import { appContainer, holdEarlyPresses, revealApp } from '../prerendered';

afterEach(() => {
  document.body.innerHTML = '';
});

it('renders the app into #root itself when the page was not prerendered', () => {
  document.body.innerHTML = '<div id="root"><div role="status">Loading...</div></div>';
  const root = document.getElementById('root');
  expect(appContainer()).toBe(root);
  revealApp();
  expect(document.getElementById('root')).toBe(root);
});

it('keeps a prerendered page on screen until the app is revealed, then puts the app in its place', () => {
  document.body.innerHTML = '<div id="root" data-prerendered="/"><h1>Home</h1><a href="/about">About</a></div>';
  const app = appContainer();
  expect(app.isConnected).toBe(false);
  app.innerHTML = '<h1>Home</h1><a href="/about">About</a>';
  // The visitor tabbed to a link of the static copy.
  (document.querySelector('#root a') as HTMLElement).focus();
  expect(document.querySelector('[data-prerendered]')).not.toBeNull();

  revealApp();
  expect(document.querySelectorAll('#root')).toHaveLength(1);
  expect(document.getElementById('root')).toBe(app);
  expect(document.querySelector('[data-prerendered]')).toBeNull();
  expect(document.activeElement).toBe(app.querySelector('a[href="/about"]'));
  // Only once.
  revealApp();
  expect(document.getElementById('root')).toBe(app);
});

it('gives a button pressed in the static copy to the same button of the app when it takes over', async () => {
  document.body.innerHTML = '<div id="root" data-prerendered="/"><button type="button">Menu</button><a href="/about">About</a></div>';
  holdEarlyPresses();
  const app = appContainer();
  const pressed: string[] = [];
  app.innerHTML = '<button type="button">Other</button><button type="button">Menu</button>';
  app.querySelectorAll('button').forEach((b) => b.addEventListener('click', () => pressed.push(b.textContent ?? '')));
  (document.querySelector('#root button') as HTMLButtonElement).click();
  expect(pressed).toEqual([]);
  revealApp();
  await new Promise((r) => setTimeout(r, 0));
  expect(pressed).toEqual(['Menu']);
  expect(document.activeElement).toBe(app.querySelectorAll('button')[1]);
});
