import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { setAppConfig } from 'shared-auth';
import type { AppConfig } from 'shared-domain';
import { App } from './app';
import { registerAreaRemotes } from './remotes';
import { appContainer } from './prerendered';

async function loadConfig(): Promise<Partial<AppConfig>> {
  try {
    const res = await fetch('/app-config.json', { cache: 'no-cache' });
    if (res.ok) return (await res.json()) as Partial<AppConfig>;
  } catch {
    /* fall back to same-origin defaults */
  }
  return {};
}

async function start() {
  setAppConfig(await loadConfig());
  registerAreaRemotes();
  // A data router (one splat route; the areas render descendant <Routes>) so screens can use
  // useBlocker to ask before unsaved changes are lost, Back button included.
  const router = createBrowserRouter([{ path: '*', element: <App /> }]);
  createRoot(appContainer()).render(<RouterProvider router={router} />);
}

void start();
