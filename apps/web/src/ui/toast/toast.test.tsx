import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DELAY_MS, TOAST_DURATION_MS, TOAST_WITH_ACTION_DURATION_MS, Text, ToastType } from '@nexus/contracts';
import { findToast, mountToasts } from '../../testing/toasts';
import { planToast, toast } from './toast';

afterEach(() => vi.restoreAllMocks());

describe('toast plans (§4, §9)', () => {
  it('maps the plain types to notistack variants', () => {
    for (const type of [ToastType.Success, ToastType.Error, ToastType.Warning, ToastType.Info]) {
      expect(planToast(type)).toEqual({ variant: type, autoHideDuration: TOAST_DURATION_MS, action: null });
    }
  });

  it('gives success_with_action its action and longer duration', () => {
    const action = { label: Text.viewProfile, onClick: () => undefined };
    expect(planToast(ToastType.SuccessWithAction, action)).toEqual({
      variant: 'success',
      autoHideDuration: TOAST_WITH_ACTION_DURATION_MS,
      action,
    });
  });

  it('logs an error and shows nothing for success_with_action without an action', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(planToast(ToastType.SuccessWithAction)).toBeNull();
    expect(spy).toHaveBeenCalledOnce();
  });
});

describe('the toast host', () => {
  it('shows a toast asked for before it arrived (it loads after the first screen)', async () => {
    cleanup();
    toast.error('Asked for early');
    await act(() => new Promise((resolve) => setTimeout(resolve, TOAST_DELAY_MS + 50)));
    await mountToasts();
    expect(await findToast('Asked for early')).toBeTruthy();
  });

  it('takes a keyed toast away, also before it showed', async () => {
    await mountToasts();
    toast.infoWithKey('Shown, then taken away', 'k1');
    expect(await findToast('Shown, then taken away')).toBeTruthy();
    toast.dismiss('k1');
    toast.infoWithKey('Never shown', 'k2');
    toast.dismiss('k2');
    toast.info('Shown after it');
    expect(await findToast('Shown after it')).toBeTruthy();
    expect(screen.queryByText('Never shown')).toBeNull();
    await waitFor(() => expect(screen.queryByText('Shown, then taken away')).toBeNull());
  });
});
