import { format, isSameDay, parseISO, subDays } from 'date-fns';
import { TRUNCATE, type ConversationSummary } from '@nexus/contracts';
import { truncate } from '../../lib/text';

export { relativeTime, truncate } from '../../lib/text';

/** A drawer row's preview (§2): 'You: ' and 22 characters for the member's own message, 28 otherwise. */
export function previewOf(row: Pick<ConversationSummary, 'senderId' | 'content'>, meId: string): string {
  return row.senderId === meId
    ? `You: ${truncate(row.content.message, TRUNCATE.previewOwn)}`
    : truncate(row.content.message, TRUNCATE.previewOther);
}

/** The unread dot: the last message is unread and the member did not send it. */
export const showsUnreadDot = (row: Pick<ConversationSummary, 'senderId' | 'status'>, meId: string) =>
  row.status === 'unread' && row.senderId !== meId;

/** 'Admin - {company}' under the name, for a non-connection the member may message (§2). */
export function adminLine(other: ConversationSummary['otherUser']): string | null {
  if (other.isConnection || !other.hasMessagePermission || !other.companyName) return null;
  return `Admin - ${truncate(other.companyName, TRUNCATE.companyDrawer)}`;
}

/** A day heading of the message list: 'Today', 'Yesterday', else 'Mon, Mar 3, 2025'. */
export function dayLabel(iso: string, now: Date = new Date()): string {
  const date = parseISO(iso);
  if (isSameDay(date, now)) return 'Today';
  if (isSameDay(date, subDays(now, 1))) return 'Yesterday';
  return format(date, 'EEE, MMM d, yyyy');
}

/** Messages (oldest first) grouped by calendar day, in order. */
export function groupByDay<T extends { createdAt: string }>(items: readonly T[], now: Date = new Date()) {
  const groups: { key: string; label: string; items: T[] }[] = [];
  for (const item of items) {
    const key = format(parseISO(item.createdAt), 'yyyy-MM-dd');
    const last = groups.at(-1);
    if (last?.key === key) last.items.push(item);
    else groups.push({ key, label: dayLabel(item.createdAt, now), items: [item] });
  }
  return groups;
}

/** The time under a bubble: '3:04 PM'. */
export const clockTime = (iso: string) => format(parseISO(iso), 'p');
