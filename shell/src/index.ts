import { holdEarlyPresses } from './prerendered';
import { requestAppConfig } from './config-request';
import { moveLinkTokenToFragment } from './link-token';

// A one-time link's token leaves the address's query string first of all.
moveLinkTokenToFragment();

// A press on a prerendered page's button before the app is there is kept for the app.
holdEarlyPresses();
// The runtime config is on its way while the shared code below loads.
void requestAppConfig();
// An async boundary so the federation runtime can set up the shared singletons before React loads.
// A prerendered page paints first: the app starts after the browser's first frame, not before it.
const start = () => import('./bootstrap');
if (document.getElementById('root')?.hasAttribute('data-prerendered')) requestAnimationFrame(() => setTimeout(() => void start(), 0));
else void start();
