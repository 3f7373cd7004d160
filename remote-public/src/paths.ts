/** The public area's path registry: links use these instead of scattered strings. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  about: { path: '/about', getHref: () => '/about' },
  browse: { path: '/browse', getHref: () => '/browse' },
  contact: { path: '/contact', getHref: () => '/contact' },
  login: { path: '/login', getHref: () => '/login' },
  // "E-mail me a sign-in link" and the page the e-mailed link opens (SIGN_IN_LINK_PAGE).
  signInLink: { path: '/login/link', getHref: () => '/login/link' },
  signup: { path: '/signup', getHref: () => '/signup' },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: {
    path: '/reset-password',
    getHref: (token?: string) => (token ? `/reset-password?token=${encodeURIComponent(token)}` : '/reset-password'),
  },
  // The observed teacher's one-time link (no account) to confirm an intern's field-based experience hours.
  confirmHours: {
    path: '/field-hours/confirm',
    getHref: (token?: string) => (token ? `/field-hours/confirm?token=${encodeURIComponent(token)}` : '/field-hours/confirm'),
  },
  // The application to the program (saved as it goes; the e-mailed link resumes it) and the disclosures it asks to read.
  apply: { path: '/apply', getHref: () => '/apply' },
  disclosures: { path: '/disclosures', getHref: () => '/disclosures' },
  // A mentor's one-time link (no account) to read and acknowledge an observation's written feedback.
  acknowledge: { path: '/links/acknowledge', getHref: () => '/links/acknowledge' },
  // A principal's or a mentor's one-time link (no account) to sign a form (the attestation, the mentor's agreement).
  sign: { path: '/links/sign', getHref: () => '/links/sign' },
  careers: { path: '/careers', getHref: () => '/careers' },
  districts: { path: '/districts', getHref: () => '/districts' },
  teachers: { path: '/teachers', getHref: () => '/teachers' },
  help: { path: '/help', getHref: () => '/help' },
  faq: { path: '/faq', getHref: () => '/faq' },
  support: { path: '/support', getHref: () => '/support' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  terms: { path: '/terms', getHref: () => '/terms' },
  /** A signed-in school user's own Find Teachers page (in the school area). */
  schoolFindTeachers: { path: '/school/teachers', getHref: () => '/school/teachers' },
  /** A teacher's page in the school area; `?request=1` opens its 'Request Information' confirmation. */
  schoolTeacher: { getHref: (id: string, { request = false } = {}) => `/school/teachers/${id}${request ? '?request=1' : ''}` },
} as const;

/** Relative route paths for <Route path> inside the remote (mounted at /*). */
export const routePath = (href: string) => href.replace(/^\//, '');
