/** One key per pair of members, whoever comes first: what makes a second request between them impossible. */
export const pairKey = (a: string, b: string): string => (a < b ? `${a}:${b}` : `${b}:${a}`);
