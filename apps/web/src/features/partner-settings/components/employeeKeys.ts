/** Query keys of the Employees tab. */
export const employeeKeys = {
  all: (partnerId: string) => ['partner-settings', partnerId, 'employees'] as const,
  roles: (partnerId: string) => ['partner-settings', partnerId, 'employees', 'roles'] as const,
};
