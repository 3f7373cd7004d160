/**
 * What the portal shares as 'react-router-dom': the single-page-app API of React Router, and nothing of
 * its server, framework-mode or RSC parts. A shared module cannot be tree-shaken (no app knows what the
 * others import), so sharing the whole package cost every page 52 KB brotli; sharing this facade lets
 * webpack shake React Router itself, once, in the shell's build. Every app builds the same file.
 * Only what the apps import is here (Form, fetchers, Await, hash and memory data routers... are not: each
 * export kept costs every page its code). Need one that is not here? Add it and rebuild every app (a remote
 * cannot use what the shell's copy does not export); the jest test of this file lists what the apps import.
 */
export { RouterProvider } from 'react-router/dom';
export {
  // components
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  // contexts
  UNSAFE_DataRouterContext,
  // functions
  createBrowserRouter,
  matchPath,
  // hooks
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
