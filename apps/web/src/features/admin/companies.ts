import type { AdminMemberRow } from '@nexus/contracts';

export interface CompanyChoice {
  id: string;
  name: string;
}

/**
 * The companies behind partner accounts found by the Members search, each once (several accounts of one company),
 * by name. Accounts without a company are left out.
 */
export function companiesOf(rows: readonly Pick<AdminMemberRow, 'partnerId' | 'companyName'>[]): CompanyChoice[] {
  const byId = new Map<string, CompanyChoice>();
  for (const row of rows) {
    if (row.partnerId && row.companyName && !byId.has(row.partnerId)) {
      byId.set(row.partnerId, { id: row.partnerId, name: row.companyName });
    }
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
}
