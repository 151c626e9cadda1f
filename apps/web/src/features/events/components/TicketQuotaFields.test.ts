import { describe, expect, it } from 'vitest';
import { eventTicketsBodySchema } from '@nexus/contracts';
import { ticketErrors, ticketValues, ticketsBody } from './TicketQuotaFields';

describe('the ticket fields', () => {
  it('turn the offered types into the body, and back', () => {
    const values = ticketValues([{ type: 'vip', quota: 5 }]);
    expect(values).toEqual({ General: { offered: false, quota: '' }, vip: { offered: true, quota: '5' } });
    expect(ticketsBody({ ...values, General: { offered: true, quota: '40' } })).toEqual([
      { type: 'General', quota: 40 },
      { type: 'vip', quota: 5 },
    ]);
  });

  it("put the schema's errors on the quota of the type they are about", () => {
    const values = ticketValues([{ type: 'vip', quota: 1 }]);
    values.vip.quota = '';
    const parsed = eventTicketsBodySchema.safeParse({ tickets: ticketsBody(values) });
    expect(parsed.success).toBe(false);
    const errors = ticketErrors(values, { tickets: [{ quota: { type: 'invalid', message: 'must be a number' } }] } as never);
    expect(errors.tickets).toEqual({ vip: { quota: { type: 'validate', message: 'must be a number' } } });
    const none = ticketValues([]);
    const whole = ticketErrors(none, { tickets: { type: 'too_small', message: 'must offer at least one ticket' } } as never);
    expect(whole.tickets).toEqual({ General: { quota: { type: 'validate', message: 'must offer at least one ticket' } } });
  });
});
