import type { Role } from './constants';

/**
 * The portal's areas: each is a separately built remote mounted under its own path. Everything that
 * lists the areas (the shell's route table, the server's static files, the runtime config, the role
 * landings) maps over this table, so adding an area is one row.
 */
export const AREAS = [
  {
    name: 'public',
    mount: '/',
    roles: [],
    landing: '/',
    title: 'the public site',
    remote: 'remote_public',
    defaultEntry: '/remotes/public/remoteEntry.js',
    urlEnv: 'REMOTE_PUBLIC_URL',
  },
  {
    name: 'admin',
    mount: '/admin',
    roles: ['admin'],
    landing: '/admin/dashboard',
    title: 'the admin area',
    remote: 'remote_admin',
    defaultEntry: '/remotes/admin/remoteEntry.js',
    urlEnv: 'REMOTE_ADMIN_URL',
  },
  {
    name: 'school',
    mount: '/school',
    roles: ['school'],
    landing: '/school/dashboard',
    title: 'the school area',
    remote: 'remote_school',
    defaultEntry: '/remotes/school/remoteEntry.js',
    urlEnv: 'REMOTE_SCHOOL_URL',
  },
  {
    name: 'supervisor',
    mount: '/supervisor',
    roles: ['supervisor'],
    landing: '/supervisor/dashboard',
    title: 'the supervisor area',
    remote: 'remote_supervisor',
    defaultEntry: '/remotes/supervisor/remoteEntry.js',
    urlEnv: 'REMOTE_SUPERVISOR_URL',
  },
  // The teacher's own area (one teacher record per account).
  {
    name: 'teacher',
    mount: '/teacher',
    roles: ['teacher'],
    landing: '/teacher/dashboard',
    title: 'the teacher area',
    remote: 'remote_teacher',
    defaultEntry: '/remotes/teacher/remoteEntry.js',
    urlEnv: 'REMOTE_TEACHER_URL',
  },
] as const satisfies readonly {
  name: string;
  mount: string;
  roles: readonly Role[];
  landing: string;
  title: string;
  remote: `remote_${string}`;
  defaultEntry: string;
  /** The server's environment variable that overrides the entry URL. */
  urlEnv: `REMOTE_${string}_URL`;
}[];

export type Area = (typeof AREAS)[number];
export type AreaName = Area['name'];
export const AREA_NAMES: readonly AreaName[] = AREAS.map((a) => a.name);

/** The areas behind sign-in, one per role. */
export type SignedInArea = Exclude<Area, { roles: readonly [] }>;
/** The staff areas (admin and supervisor share the teacher, school and supervisor screens). */
export type StaffArea = Extract<AreaName, 'admin' | 'supervisor'>;

export function areaByName<N extends AreaName>(name: N): Extract<Area, { name: N }> {
  return AREAS.find((a) => a.name === name) as Extract<Area, { name: N }>;
}

/** Where each role lands after signing in. */
export const ROLE_LANDING = Object.fromEntries(AREAS.flatMap((a) => a.roles.map((role: Role) => [role, a.landing]))) as Record<
  Role,
  string
>;

/** Where each remote's entry is served when its URL is not configured: by the portal's own server. */
export const DEFAULT_REMOTE_URLS = Object.fromEntries(AREAS.map((a) => [a.name, a.defaultEntry])) as {
  readonly [A in Area as A['name']]: A['defaultEntry'];
};

/** Maps each area to a value (e.g. its remote URL from the environment). */
export function mapAreas<T>(fn: (area: Area) => T): Record<AreaName, T> {
  return Object.fromEntries(AREAS.map((a) => [a.name, fn(a)])) as Record<AreaName, T>;
}
