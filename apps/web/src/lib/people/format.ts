import { format, isValid, parseISO } from 'date-fns';
import type { ConnectionState, MemberCard } from '@nexus/contracts';

/** What an experience shows when the member still holds the position. */
export const PRESENT = 'Present';

/** 'YYYY-MM-DD' (or a full ISO timestamp) as 'Mar 2021'; null when it is not a date. */
export function formatMonthYear(date: string | null | undefined): string | null {
  if (!date) return null;
  const parsed = parseISO(date);
  return isValid(parsed) ? format(parsed, 'MMM yyyy') : null;
}

/** 'Mar 2021 – Present', 'Mar 2021 – Jun 2023' (an en dash between thin spaces reads well and wraps nowhere odd). */
export function formatDateRange(start: string, end: string | null | undefined): string {
  const from = formatMonthYear(start) ?? start;
  const to = end ? (formatMonthYear(end) ?? end) : PRESENT;
  return `${from} – ${to}`;
}

/** The non-empty parts, trimmed and joined ('Toronto, Ontario, Canada'); null when nothing is left. */
export function joinParts(parts: readonly (string | null | undefined)[], separator = ', '): string | null {
  const kept = parts.map((p) => p?.trim() ?? '').filter((p) => p.length > 0);
  return kept.length ? kept.join(separator) : null;
}

/** 'Analyst at Acme', or whichever half is known; null when neither is. */
export function roleAtCompany(jobTitle: string | null | undefined, companyName: string | null | undefined): string | null {
  const title = jobTitle?.trim();
  const company = companyName?.trim();
  if (title && company) return `${title} at ${company}`;
  return title || company || null;
}

/** The second line of a member in lists: headline, else their role at their company, else their city. */
export function memberSubtitle(member: Pick<MemberCard, 'headline' | 'jobTitle' | 'companyName' | 'city'>): string | null {
  return member.headline?.trim() || roleAtCompany(member.jobTitle, member.companyName) || member.city?.trim() || null;
}

/** A website as typed by a member, as a link target (a bare 'example.com' gets https://). */
export function websiteHref(website: string): string {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(website) ? website : `https://${website}`;
}

/** What the member typed in the website field, with https:// added to a bare domain ('' stays ''). */
export function normalizeWebsite(value: string | null | undefined): string {
  const trimmed = value?.trim() ?? '';
  if (!trimmed || /^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return trimmed;
  return `https://${trimmed}`;
}

/** A website without its scheme and trailing slash, for display. */
export function websiteLabel(website: string): string {
  return website.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

/** What the viewer can do about a member, from their connection state (§3 'Connection state'). */
export type ConnectionView =
  | { kind: 'blocked' }
  | { kind: 'connected' }
  /** The viewer asked; they may withdraw. */
  | { kind: 'requesting'; requestId: string | null }
  /** The member asked the viewer; they may accept or decline. */
  | { kind: 'pending'; requestId: string | null }
  | { kind: 'none' };

export function connectionView(
  state: Pick<ConnectionState, 'isConnection' | 'isRequesting' | 'isPending' | 'requestId' | 'isBlockedByViewer'>,
): ConnectionView {
  if (state.isBlockedByViewer) return { kind: 'blocked' };
  if (state.isConnection) return { kind: 'connected' };
  if (state.isPending) return { kind: 'pending', requestId: state.requestId };
  if (state.isRequesting) return { kind: 'requesting', requestId: state.requestId };
  return { kind: 'none' };
}

/** The tabs of /connections, in order, with the value kept in ?tab=. */
export const CONNECTION_TABS = ['requests', 'connections', 'pending', 'blocked', 'companies', 'suggested'] as const;
export type ConnectionTab = (typeof CONNECTION_TABS)[number];

/** ?tab= as a tab; anything else is the first one. */
export function parseTab(value: string | null | undefined): ConnectionTab {
  return (CONNECTION_TABS as readonly string[]).includes(value ?? '') ? (value as ConnectionTab) : CONNECTION_TABS[0];
}

export const initials = (first: string | null | undefined, last: string | null | undefined, fallback = '?') =>
  `${first?.trim()[0] ?? ''}${last?.trim()[0] ?? ''}`.toUpperCase() || fallback;

export const displayName = (first: string | null | undefined, last: string | null | undefined) =>
  [first, last].filter((s) => s && s.trim()).join(' ');
