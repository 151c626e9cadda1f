import { describe, expect, it } from 'vitest';
import { ReportActionTypes, type Analytics, type ReportRow } from '@nexus/contracts';
import {
  MemberAction,
  analyticsCsv,
  csvField,
  memberActionsFor,
  mergeReport,
  postIdFrom,
  reportActionsFor,
  reportActionsForRow,
} from './moderation';

const A = ReportActionTypes;

const row = (over: Partial<ReportRow> = {}): ReportRow => ({
  id: 'r1',
  owner: { id: 'u1', firstName: 'Ada', lastName: 'Lane', username: 'ada@example.test', image: null },
  ownerType: 'member',
  category: 'spam',
  reason: null,
  targetType: 'post',
  targetId: 'p1',
  status: 'opened',
  action: null,
  assignee: null,
  reportCount: 1,
  version: 1,
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
  ...over,
});

describe('which report actions fit which status (§2, §4)', () => {
  it('offers every action but Reopen on an opened report', () => {
    expect(reportActionsFor('opened')).toEqual([
      A.ViewReport,
      A.CloseReport,
      A.AssignToMyself,
      A.DeleteContent,
      A.SuspendUser,
      A.BlockUser,
    ]);
  });

  it('offers View and Reopen on a closed report, only View on a resolved one', () => {
    expect(reportActionsFor('closed')).toEqual([A.ViewReport, A.ReopenReport]);
    expect(reportActionsFor('resolved')).toEqual([A.ViewReport]);
  });

  it('has no Delete Content for a reported member, and no Suspend or Block once the owner is deleted', () => {
    expect(reportActionsForRow(row({ targetType: 'user' }))).not.toContain(A.DeleteContent);
    expect(reportActionsForRow(row({ owner: null }))).toEqual([A.ViewReport, A.CloseReport, A.AssignToMyself, A.DeleteContent]);
  });
});

describe('member actions per status', () => {
  it('suspends or blocks an active member, lifts or blocks a suspended one, unblocks a blocked one', () => {
    expect(memberActionsFor('active')).toEqual([MemberAction.Suspend, MemberAction.Block]);
    expect(memberActionsFor('suspended')).toEqual([MemberAction.Lift, MemberAction.Block]);
    expect(memberActionsFor('blocked')).toEqual([MemberAction.Unblock]);
  });
});

describe('the analytics CSV', () => {
  const data: Analytics = {
    audience: 'ALL',
    from: '2026-11-25',
    to: '2026-11-26',
    metrics: ['posts', 'activeMembers'],
    days: [
      { day: '2026-11-25', values: { activeMembers: 4, posts: 2 } },
      { day: '2026-11-26', values: { activeMembers: 5 } },
    ],
    totals: { activeMembers: 7, posts: 2 },
  };

  it('has a header of labels in the contracts’ order, a line per day (missing values 0) and a total', () => {
    expect(analyticsCsv(data)).toBe(
      ['Day,Active members,Posts', '2026-11-25,4,2', '2026-11-26,5,0', 'Total,7,2', ''].join('\r\n'),
    );
  });

  it('quotes fields holding commas, quotes or line breaks', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(12)).toBe('12');
  });
});

describe('a live report into the queue', () => {
  const pages = [{ items: [row({ id: 'r2' }), row({ id: 'r1' })], nextCursor: null }];

  it('replaces a row it holds, never with an older version', () => {
    const updated = mergeReport(pages, row({ id: 'r1', status: 'resolved', version: 3 }), {});
    expect(updated[0]!.items.map((r) => [r.id, r.status])).toEqual([
      ['r2', 'opened'],
      ['r1', 'resolved'],
    ]);
    const stale = mergeReport(updated, row({ id: 'r1', status: 'opened', version: 2 }), {});
    expect(stale[0]!.items[1]!.status).toBe('resolved');
  });

  it('puts a new report on top when it fits the filters, and leaves the list alone when not', () => {
    expect(mergeReport(pages, row({ id: 'r3' }), { status: 'opened' })[0]!.items.map((r) => r.id)).toEqual(['r3', 'r2', 'r1']);
    expect(mergeReport(pages, row({ id: 'r3' }), { type: 'comment' })).toBe(pages);
    expect(mergeReport(pages, row({ id: 'r3', status: 'closed' }), { status: 'opened' })).toBe(pages);
  });
});

describe('a post id from what an admin pastes', () => {
  it('takes the id itself or from a link', () => {
    const id = '3f2a6c1e-5b7d-4e2a-9c1b-0a1b2c3d4e5f';
    expect(postIdFrom(id)).toBe(id);
    expect(postIdFrom(`https://nexus.example/feed?post=${id.toUpperCase()}`)).toBe(id);
    expect(postIdFrom('not a post')).toBeNull();
  });
});
