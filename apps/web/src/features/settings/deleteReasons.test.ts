import { describe, expect, it } from 'vitest';
import { DeleteUserReasons, deleteAccountRequestBodySchema } from '@nexus/contracts';
import { DELETE_REASON_LABELS, deleteReasonOptions } from './deleteReasons';

describe('deletion reasons', () => {
  it('labels every reason of the contracts, once, in their order', () => {
    expect(deleteReasonOptions.map((o) => o.value)).toEqual(Object.values(DeleteUserReasons));
    const labels = Object.values(DELETE_REASON_LABELS);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.every((l) => l.length > 0 && !l.includes('_'))).toBe(true);
  });

  it('needs a text for other (the contract the form validates with)', () => {
    expect(deleteAccountRequestBodySchema.safeParse({ reasonId: DeleteUserReasons.Other }).success).toBe(false);
    expect(deleteAccountRequestBodySchema.safeParse({ reasonId: DeleteUserReasons.Other, otherReasonText: 'x' }).success).toBe(
      true,
    );
    expect(deleteAccountRequestBodySchema.safeParse({ reasonId: DeleteUserReasons.FoundJob }).success).toBe(true);
  });
});
