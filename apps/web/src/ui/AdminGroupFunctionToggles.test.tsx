import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PARTNER_FUNCTION_LABELS, PartnerFunction, type PartnerFunctionInfo } from '@nexus/contracts';
import { AdminGroupFunctionToggles, FunctionToggleText } from './AdminGroupFunctionToggles';

const functions: PartnerFunctionInfo[] = [
  { id: 'f-dm', name: PartnerFunction.Dm, description: 'Message members who are not connections' },
  { id: 'f-admins', name: PartnerFunction.ManageAdmins, description: 'Create admin groups, add admins and grant functions' },
];

describe('the function toggles of an admin group', () => {
  it('shows each function with its description, and switches only those the admin holds', () => {
    const onChange = vi.fn();
    render(
      <AdminGroupFunctionToggles
        functions={functions}
        value={['f-admins']}
        onChange={onChange}
        held={new Set([PartnerFunction.Dm])}
      />,
    );
    const dm = screen.getByRole('checkbox', { name: /^DM/ });
    const admins = screen.getByRole('checkbox', { name: new RegExp(`^${PARTNER_FUNCTION_LABELS.MANAGE_ADMINS}`) });
    expect(screen.getByText('Message members who are not connections')).toBeTruthy();
    expect((admins as HTMLInputElement).checked).toBe(true);
    expect((admins as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(FunctionToggleText.notHeld)).toBeTruthy();
    fireEvent.click(dm);
    expect(onChange).toHaveBeenCalledWith(['f-admins', 'f-dm']);
  });

  it('switches a function off, and shows skeletons while the list loads', () => {
    const onChange = vi.fn();
    const { unmount } = render(
      <AdminGroupFunctionToggles
        functions={functions}
        value={['f-dm']}
        onChange={onChange}
        held={new Set([PartnerFunction.Dm, PartnerFunction.ManageAdmins])}
      />,
    );
    expect(screen.queryByText(FunctionToggleText.notHeld)).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: /^DM/ }));
    expect(onChange).toHaveBeenCalledWith([]);
    unmount();
    const { container } = render(
      <AdminGroupFunctionToggles functions={undefined} value={[]} onChange={onChange} held={new Set()} />,
    );
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  });
});
