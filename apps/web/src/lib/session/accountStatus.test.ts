import { describe, expect, it } from 'vitest';
import { ModerationText } from '@nexus/contracts';
import { SUSPENDED_CAN_READ, suspensionNotice } from './accountStatus';

describe('suspensionNotice', () => {
  const now = new Date('2026-11-26T12:00:00Z');

  it('says until when a suspended member cannot write, as the API’s refusals say it', () => {
    expect(suspensionNotice({ status: 'suspended', suspendedUntil: '2026-11-29T12:00:00.000Z' }, now)).toBe(
      'Your account is suspended until November 29, 2026. You can read, but not post, comment, react, message or apply.',
    );
  });

  it('says until further notice for a suspension until lifted', () => {
    expect(suspensionNotice({ status: 'suspended', suspendedUntil: null }, now)).toBe(
      `${ModerationText.accountSuspended(null)}. ${SUSPENDED_CAN_READ}`,
    );
  });

  it('shows nothing for an active member, a row without a status, or a suspension already over', () => {
    expect(suspensionNotice(null, now)).toBeNull();
    expect(suspensionNotice({ status: 'active', suspendedUntil: null }, now)).toBeNull();
    expect(suspensionNotice({}, now)).toBeNull();
    expect(suspensionNotice({ status: 'suspended', suspendedUntil: '2026-11-26T11:59:59.000Z' }, now)).toBeNull();
  });
});
