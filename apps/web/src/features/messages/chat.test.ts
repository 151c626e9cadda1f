import { describe, expect, it } from 'vitest';
import { MESSAGE_LIMITS, Text, type ConversationSummary, type Message } from '@nexus/contracts';
import {
  markReadFrom,
  orderedMessages,
  removeMessage,
  upsertMessage,
  withLatestMessage,
  type ConversationPages,
  type LatestPages,
} from './cache';
import { isNewChat } from './chatStores';
import { adminLine, groupByDay, previewOf, relativeTime, showsUnreadDot, truncate } from './chatText';
import { clampComposer, composerNotice, floodGuard, pasteInto, sendProblem } from './composer';
import { chatPartner } from '../../testing/chat';

const msg = (over: Partial<Message> & { id: string; seq: number }): Message => ({
  senderId: 'a',
  receiverId: 'b',
  status: 'unread',
  content: { message: `m${over.seq}` },
  createdAt: new Date(Date.UTC(2026, 0, 1, 12, over.seq)).toISOString(),
  edited: false,
  senderFirstName: 'Ann',
  senderLastName: 'Lee',
  senderImage: null,
  receiverFirstName: 'Bo',
  receiverLastName: 'Ray',
  receiverImage: null,
  clientMessageId: null,
  ...over,
});
const pages = (...p: Message[][]): ConversationPages => ({
  pages: p.map((items) => ({ items, nextCursor: null })),
  pageParams: p.map(() => null),
});

describe('relative time (§9: s, m, h, d, w, mo, y)', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  it.each([
    ['2026-06-15T11:59:48Z', '12s'],
    ['2026-06-15T11:55:00Z', '5m'],
    ['2026-06-15T09:00:00Z', '3h'],
    ['2026-06-13T12:00:00Z', '2d'],
    ['2026-06-01T12:00:00Z', '2w'],
    ['2026-02-15T12:00:00Z', '4mo'],
    ['2024-06-15T12:00:00Z', '2y'],
    ['2026-06-15T12:00:05Z', '0s'],
  ])('%s is %s', (iso, expected) => expect(relativeTime(iso, now)).toBe(expected));
});

describe('drawer rows (§2)', () => {
  it('cut names and previews at the spec lengths, with You: for the member', () => {
    expect(truncate('Bartholomew Fitzgerald-Smythe', 20)).toBe('Bartholomew Fitzgera…');
    expect(truncate('short', 20)).toBe('short');
    const long = 'abcdefghijklmnopqrstuvwxyz0123456789';
    expect(previewOf({ senderId: 'me', content: { message: long } }, 'me')).toBe(`You: ${long.slice(0, 22)}…`);
    expect(previewOf({ senderId: 'x', content: { message: long } }, 'me')).toBe(`${long.slice(0, 28)}…`);
  });
  it('show the unread dot only for an unread message the member did not send', () => {
    expect(showsUnreadDot({ senderId: 'x', status: 'unread' }, 'me')).toBe(true);
    expect(showsUnreadDot({ senderId: 'me', status: 'unread' }, 'me')).toBe(false);
    expect(showsUnreadDot({ senderId: 'x', status: 'read' }, 'me')).toBe(false);
  });
  it("say 'Admin - {company}' for a non-connection with message permission only", () => {
    const other = {
      id: 'x',
      name: 'X',
      image: null,
      companyId: 'c',
      companyName: 'A very long company name indeed',
      online: false,
      isConnection: false,
      hasMessagePermission: true,
      isDmCountMaxed: false,
      dmQuotaUsedUp: false,
    };
    expect(adminLine(other)).toBe('Admin - A very long company…');
    expect(adminLine({ ...other, isConnection: true })).toBeNull();
    expect(adminLine({ ...other, hasMessagePermission: false })).toBeNull();
  });
});

describe('composer (§5)', () => {
  it('holds at most 1500 characters, and cuts a paste to fit', () => {
    expect(clampComposer('x'.repeat(1600))).toHaveLength(MESSAGE_LIMITS.composerMaxLength);
    const value = 'a'.repeat(1490);
    const pasted = pasteInto(value, 10, 10, 'b'.repeat(50));
    expect(pasted.value).toHaveLength(1500);
    expect(pasted.caret).toBe(20);
    // Pasting over a selection frees its room.
    expect(pasteInto(value, 0, 100, 'c'.repeat(200)).value).toHaveLength(1500);
  });
  it('sends neither whitespace nor more than 500 characters', () => {
    expect(sendProblem('  \n ')).toBe('empty');
    expect(sendProblem('x'.repeat(501))).toBe('tooLong');
    expect(sendProblem(` ${'x'.repeat(500)} `)).toBeNull();
  });
  it('refuses the 4th message within 5 seconds', () => {
    const guard = floodGuard();
    expect([0, 1000, 2000, 3000].map((t) => guard.allow(t))).toEqual([true, true, true, false]);
    expect(guard.allow(5001)).toBe(true);
  });
  it('puts the §5 notices in place of the box', () => {
    const base = { isConnection: true, hasMessagePermission: false, isDmCountMaxed: false, dmQuotaUsedUp: false };
    expect(composerNotice(base)).toBeNull();
    expect(composerNotice({ ...base, dmQuotaUsedUp: true })).toBe(Text.dmLimitReached);
    expect(composerNotice({ ...base, isConnection: false })).toBe(Text.noChatPermission);
    expect(composerNotice({ ...base, isConnection: false, hasMessagePermission: true })).toBeNull();
    expect(composerNotice({ ...base, isConnection: false, hasMessagePermission: true, isDmCountMaxed: true })).toBe(
      Text.noChatPermission,
    );
  });
});

describe('message caches', () => {
  it('order oldest first and keep one copy of a message its answer and its socket echo both bring', () => {
    const sent = msg({ id: 'm3', seq: 3, clientMessageId: 'c3' });
    let data = upsertMessage(pages([msg({ id: 'm2', seq: 2 }), msg({ id: 'm1', seq: 1 })]), sent);
    data = upsertMessage(data, { ...sent, status: 'read' });
    expect(orderedMessages(data).map((m) => [m.id, m.status])).toEqual([
      ['m1', 'unread'],
      ['m2', 'unread'],
      ['m3', 'read'],
    ]);
    expect(orderedMessages(removeMessage(data, 'm2')).map((m) => m.id)).toEqual(['m1', 'm3']);
  });
  it('mark read only the sender’s messages up to the one read', () => {
    const data = pages([
      msg({ id: 'm3', seq: 3 }),
      msg({ id: 'm2', seq: 2, senderId: 'b', receiverId: 'a' }),
      msg({ id: 'm1', seq: 1 }),
    ]);
    const read = orderedMessages(markReadFrom(data, 'a', 1));
    expect(read.map((m) => m.status)).toEqual(['read', 'unread', 'unread']);
  });
  it('move a conversation to the top with its new message, or ask for a refetch for a stranger', () => {
    const row = (other: string, seq: number): ConversationSummary => ({
      ...msg({ id: `r${seq}`, seq, senderId: other, receiverId: 'me' }),
      otherUser: chatPartner(other),
      unread: false,
      unreadCount: 0,
    });
    const latest: LatestPages = {
      pages: [{ items: [row('x', 2), row('y', 1)], nextCursor: null, unreadMessagesCount: 0 }],
      pageParams: [null],
    };
    const next = withLatestMessage(latest, msg({ id: 'n', seq: 9, senderId: 'y', receiverId: 'me' }), 'me', {
      unreadMessagesCount: 4,
      countsAsUnread: true,
    });
    expect(next?.pages[0]?.items.map((r) => [r.otherUser.id, r.id, r.unread])).toEqual([
      ['y', 'n', true],
      ['x', 'r2', false],
    ]);
    expect(next?.pages[0]?.unreadMessagesCount).toBe(4);
    expect(
      withLatestMessage(latest, msg({ id: 'z', seq: 1, senderId: 'z', receiverId: 'me' }), 'me', { countsAsUnread: true }),
    ).toBeNull();
  });
});

describe('new-chat flag (§3 messages)', () => {
  it('is raised by a newer message from someone else only', () => {
    const seen = { createdAt: '2026-01-01T00:00:00.000Z', senderId: 'x' };
    expect(isNewChat({ createdAt: '2026-01-02T00:00:00.000Z', senderId: 'x' }, seen, 'me')).toBe(true);
    expect(isNewChat({ createdAt: '2026-01-02T00:00:00.000Z', senderId: 'me' }, seen, 'me')).toBe(false);
    expect(isNewChat(seen, seen, 'me')).toBe(false);
    expect(isNewChat(undefined, null, 'me')).toBe(false);
  });
});

describe('day groups', () => {
  it('group by calendar day with Today and Yesterday', () => {
    const now = new Date(2026, 5, 15, 18);
    const at = (d: number, h: number) => ({ createdAt: new Date(2026, 5, d, h).toISOString() });
    expect(groupByDay([at(10, 9), at(14, 9), at(14, 10), at(15, 8)], now).map((g) => [g.label, g.items.length])).toEqual([
      ['Wed, Jun 10, 2026', 1],
      ['Yesterday', 2],
      ['Today', 1],
    ]);
  });
});
