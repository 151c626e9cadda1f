import { act, cleanup, type Matcher, render, screen } from '@testing-library/react';
import { TOAST_DELAY_MS } from '@nexus/contracts';
import { ToastHost } from '../ui/toast/ToastHost';

/** The app's real toast host in the test's document, mounted and ready: tests read toasts as a member sees them. */
export async function mountToasts(): Promise<void> {
  cleanup();
  // The host's own chunk, which the app loads after its first screen.
  await import('../ui/toast/SnackbarHost');
  await act(async () => {
    render(<ToastHost>{null}</ToastHost>);
  });
}

/** The toast with that text, once it shows (toasts show after TOAST_DELAY_MS). */
export const findToast = (text: Matcher) => screen.findByText(text, undefined, { timeout: TOAST_DELAY_MS + 1000 });

/** Whether a toast with that text showed, looked at after the delay any toast would have needed. */
export async function toastShows(text: Matcher): Promise<boolean> {
  await act(() => new Promise((resolve) => setTimeout(resolve, TOAST_DELAY_MS + 100)));
  return screen.queryByText(text) !== null;
}
