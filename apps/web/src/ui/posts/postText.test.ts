import { describe, expect, it } from 'vitest';
import { POST_SIZE_LIMIT_BYTES, Text } from '@nexus/contracts';
import { pollTimeLeft, postSizeProblem, reasonLine, tooManyFiles, votePercent } from './postText';

const MB = 1024 * 1024;

describe('the 25 MB post size check (§5, §8)', () => {
  it('allows media up to exactly 25 MB together', () => {
    expect(postSizeProblem([], [{ size: POST_SIZE_LIMIT_BYTES }])).toBeNull();
    expect(postSizeProblem([10 * MB, 10 * MB], [{ size: 5 * MB }])).toBeNull();
  });

  it("refuses a byte more with the spec's message, counting what is already attached", () => {
    expect(postSizeProblem([], [{ size: POST_SIZE_LIMIT_BYTES + 1 }])).toBe(Text.payloadTooLarge);
    expect(postSizeProblem([20 * MB], [{ size: 3 * MB }, { size: 3 * MB }])).toBe(
      'Your Post was too large. Maximum acceptable size is 25mb',
    );
  });

  it('limits the number of files', () => {
    expect(tooManyFiles(4)).toBeNull();
    expect(tooManyFiles(5)).toMatch(/at most 4 files/);
  });
});

describe('poll state (§4)', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it.each([
    ['2026-11-26T12:30:00Z', false, '3 days left'],
    ['2026-11-24T11:00:00Z', false, '23 hours left'],
    ['2026-11-23T13:00:00Z', false, '1 hour left'],
    ['2026-11-23T12:05:00Z', false, '5 minutes left'],
    ['2026-11-23T12:00:30Z', false, 'Less than a minute left'],
    ['2026-11-23T11:59:00Z', false, Text.pollEnded],
    ['2026-11-30T12:00:00Z', true, Text.pollEnded],
  ])('closing %s (ended %s) shows %s', (closesAt, ended, expected) =>
    expect(pollTimeLeft({ closesAt, ended }, now)).toBe(expected),
  );

  it('gives whole percentages, 0 without votes', () => {
    expect(votePercent(1, 3)).toBe(33);
    expect(votePercent(0, 0)).toBe(0);
    expect(votePercent(null, null)).toBe(0);
  });
});

describe('the feed reason line', () => {
  const author = { id: 'a', firstName: 'Ada', lastName: 'Lovelace', image: null, headline: null };
  const post = { author, company: null, channel: null };
  it.each([
    [{ kind: 'connection', partner: null }, "Because you're connected with Ada Lovelace"],
    [{ kind: 'follow', partner: { id: 'p', name: 'Northwind' } }, 'Because you follow Northwind'],
    [{ kind: 'community', partner: { id: 'c', name: 'Lagos Builders' } }, 'Posted in Lagos Builders'],
    [{ kind: 'own', partner: null }, null],
  ] as const)('%o', (reason, expected) => expect(reasonLine({ ...post, reason })).toBe(expected));

  it('names the channel and its community', () => {
    expect(
      reasonLine({
        ...post,
        channel: { id: 'ch', name: 'Design' },
        reason: { kind: 'channel', partner: { id: 'c', name: 'Lagos Builders' } },
      }),
    ).toBe('Posted in Design · Lagos Builders');
  });
});
