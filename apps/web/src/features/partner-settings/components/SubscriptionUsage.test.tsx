import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Text } from '@nexus/contracts';
import { SubscriptionUsage } from './SubscriptionUsage';
import { UsageCharts } from './UsageCharts';

const usage = { partnerId: 'p', month: '2026-11-01', currentDMCount: 12, totalDM: 60, bonusDM: 10 };

describe('the Subscription tab', () => {
  it('shows currentDMCount of totalDM with a progress bar, and the notice once used up', () => {
    const { rerender } = render(<SubscriptionUsage usage={usage} />);
    const bar = screen.getByRole('progressbar', { name: '12 of 60 DMs used in November 2026' });
    expect(bar.getAttribute('aria-valuenow')).toBe('20');
    expect(screen.getByText(/10 of this month's DMs come from promo codes/)).toBeTruthy();
    expect(screen.queryByText(new RegExp(Text.dmLimitReached))).toBeNull();
    rerender(<SubscriptionUsage usage={{ ...usage, currentDMCount: 60 }} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByText(new RegExp(Text.dmLimitReached))).toBeTruthy();
  });

  it('gives the charts as tables to screen readers, and says when they are empty', () => {
    render(
      <UsageCharts
        metrics={{
          partnerId: 'p',
          month: '2026-11-01',
          messagesPerDay: [
            { date: '2026-11-01', count: 2 },
            { date: '2026-11-02', count: 0 },
            { date: '2026-11-03', count: 5 },
          ],
          followersByMonth: [
            { month: '2026-10', total: 0 },
            { month: '2026-11', total: 0 },
          ],
          employees: { verified: 3, pending: 1, deactivated: 0 },
          admins: 2,
        }}
      />,
    );
    const messages = screen.getByRole('table', { name: 'Messages sent per day this month' });
    expect(within(messages).getByRole('row', { name: '2026-11-03 5 messages' })).toBeTruthy();
    expect(screen.getByText('7 sent by your people so far this month')).toBeTruthy();
    expect(screen.getByText('No followers yet')).toBeTruthy();
    expect(screen.getByText('Verified employees').previousSibling?.textContent).toBe('3');
  });
});
