import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ChannelMenu, type Channel } from '@nexus/contracts';
import { ChannelSettingsMenu } from './ChannelSettingsMenu';

const channel = (rights: Partial<Channel>): Channel => ({
  id: 'c1',
  name: 'Site visits',
  description: '',
  community: { id: 'p1', name: 'Lagos Builders', logo: null },
  memberCount: 2,
  createdAt: new Date(0).toISOString(),
  isMember: true,
  isAdmin: false,
  notifications: true,
  ...rights,
});

function openMenu(c: Channel) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ChannelSettingsMenu channel={c} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Channel settings' }));
  return within(screen.getByRole('menu'));
}

describe('the channel admin settings menu', () => {
  it("gives a channel admin every one of §2's entries", () => {
    const menu = openMenu(channel({ isAdmin: true }));
    const labels = [...menu.getAllByRole('menuitem'), ...menu.getAllByRole('menuitemcheckbox')].map((i) => i.textContent);
    for (const label of [
      ChannelMenu.addMembers,
      ChannelMenu.viewMembers,
      ChannelMenu.notifications,
      ChannelMenu.adminSettings,
      ChannelMenu.editChannelDetails,
      ChannelMenu.deleteChannel,
    ]) {
      expect(labels).toContain(label);
    }
    expect(menu.getByRole('menuitemcheckbox', { name: ChannelMenu.notifications }).getAttribute('aria-checked')).toBe('true');
  });

  it('gives a member who is not an admin View Members and Notifications only', () => {
    const menu = openMenu(channel({ isAdmin: false, notifications: false }));
    expect(menu.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([ChannelMenu.viewMembers]);
    expect(menu.getByRole('menuitemcheckbox', { name: ChannelMenu.notifications }).getAttribute('aria-checked')).toBe('false');
    expect(menu.queryByText(ChannelMenu.deleteChannel)).toBeNull();
  });
});
