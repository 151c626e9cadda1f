/** The settings pages and the public pages that e-mailed links open. */
export const SettingsPaths = {
  settings: '/settings',
  unsubscribe: '/unsubscribe',
  deleteAccount: '/account/delete',
} as const;

/** Pages whose `?token=` is not a login token (reset, unsubscribe, account deletion): never log in with it. */
export const isNonLoginTokenPath = (pathname: string, resetPasswordPath: string): boolean =>
  pathname === resetPasswordPath || pathname === SettingsPaths.unsubscribe || pathname === SettingsPaths.deleteAccount;
