/** Query keys of company pages (§2 /company/{id}) and their followers. */
export const companyKeys = {
  all: ['companies'] as const,
  company: (id: string) => ['companies', id] as const,
  followers: (id: string) => ['companies', id, 'followers'] as const,
  employees: (id: string) => ['companies', id, 'employees'] as const,
  myEmployment: (id: string, userId: string) => ['companies', id, 'employees', 'mine', userId] as const,
};
