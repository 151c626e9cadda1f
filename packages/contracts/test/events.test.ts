import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  EVENT_LIMITS,
  EventFormat,
  checkInBodySchema,
  createEventBodySchema,
  eventFormatSchema,
  scheduleIssue,
} from '../dist/index.js';

const hour = 60 * 60 * 1000;
const body = (startsAt: Date, endsAt: Date) => ({
  partnerId: '00000000-0000-4000-8000-000000000000',
  title: 'Meetup',
  format: 'offline',
  startsAt: startsAt.toISOString(),
  endsAt: endsAt.toISOString(),
  tickets: [{ type: 'General', quota: 10 }],
});

describe('events', () => {
  it("store §3's lower-case formats as their capitalised twins", () => {
    assert.equal(eventFormatSchema.parse('offline'), EventFormat.InPerson);
    assert.equal(eventFormatSchema.parse('virtual'), EventFormat.Virtual);
    assert.equal(eventFormatSchema.parse('Hybrid'), EventFormat.Hybrid);
    assert.equal(eventFormatSchema.safeParse('hybrid').success, false);
  });

  it('end after they start, within the longest duration, naming endsAt', () => {
    const start = new Date('2026-12-01T18:00:00Z');
    assert.equal(createEventBodySchema.safeParse(body(start, new Date(start.getTime() + 2 * hour))).success, true);
    const inverted = createEventBodySchema.safeParse(body(start, start));
    assert.equal(inverted.success, false);
    assert.deepEqual(
      inverted.error?.issues.map((i) => i.path.join('.')),
      ['endsAt'],
    );
    const tooLong = start.getTime() + (EVENT_LIMITS.maxDurationDays * 24 + 1) * hour;
    assert.match(scheduleIssue(start, new Date(tooLong)) ?? '', /days after the start/);
  });

  it('read a ticket code whatever its case and spaces around it', () => {
    assert.deepEqual(checkInBodySchema.parse({ ticketCode: ' 0123456789abcdef ' }), { ticketCode: '0123456789ABCDEF' });
    assert.equal(checkInBodySchema.safeParse({ ticketCode: '0123' }).success, false);
  });
});
