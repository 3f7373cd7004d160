import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { setAppConfig } from 'shared-auth';
import { App } from './app';
import { registerAreaRemotes, warmArea, warmAreaOnSignIn } from './remotes';
import { requestAppConfig } from './config-request';
import { appContainer } from './prerendered';
import { registerServiceWorker } from './service-worker-registration';

async function start() {
  setAppConfig(await requestAppConfig());
  registerAreaRemotes();
  warmArea(window.location.pathname);
  warmAreaOnSignIn();
  // A data router (one splat route; the areas render descendant <Routes>) so screens can use
  // useBlocker to ask before unsaved changes are lost, Back button included.
  const router = createBrowserRouter([{ path: '*', element: <App /> }]);
  createRoot(appContainer()).render(<RouterProvider router={router} />);
  registerServiceWorker();
}

void start();
