/** Query keys of /settings/partner. */
export const adminGroupKeys = {
  all: ['partner-settings', 'admin-groups'] as const,
  /** The partner's groups, pages of 10 newest first. */
  list: (partnerId: string) => ['partner-settings', 'admin-groups', 'list', partnerId] as const,
  /** Every function a group can grant. */
  functions: ['partner-settings', 'admin-groups', 'functions'] as const,
  /** The functions a user holds (the signed-in admin's decide what they may grant). */
  held: (userId: string) => ['partner-settings', 'admin-groups', 'held', userId] as const,
  /** The admins of one group. */
  admins: (roleId: string) => ['partner-settings', 'admin-groups', 'admins', roleId] as const,
};

export const partnerSettingsKeys = {
  all: ['partner-settings'] as const,
  companyPage: (partnerId: string) => ['partner-settings', 'company-page', partnerId] as const,
};
