/**
 * The paths the shell and the auth store call as the portal boots (sign-in, the session, error reports, the landing
 * page's early data), relative to the API root ('/api/'). They are apart from apiPaths so that the shell's first load
 * carries these few and not the whole table: apiPaths holds them too.
 */
export const sessionPaths = {
  signIn: 'auth/signin',
  refreshToken: 'auth/refresh-token',
  signOut: 'auth/signout',
  me: 'auth/me',
  changeEmail: 'auth/email',
  changePassword: 'auth/password',
  twoFactorVerify: 'auth/two-factor/verify',
  school: (id: string) => `schools/${id}`,
  requestsAll: 'requests/all',
  dashboard: 'dashboard',
  clientErrors: 'client-errors',
  signInLinkRedeem: 'auth/sign-in-link/redeem',
} as const;
