import type { VariantType } from 'notistack';
import { TOAST_DELAY_MS, TOAST_DURATION_MS, TOAST_WITH_ACTION_DURATION_MS, ToastType } from '@nexus/contracts';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastPlan {
  variant: VariantType;
  autoHideDuration: number;
  action: ToastAction | null;
}

/** Pure: how a toast of a type shows (§4, §9); null when it must not show. */
export function planToast(type: ToastType, action?: ToastAction): ToastPlan | null {
  if (type === ToastType.SuccessWithAction) {
    if (!action) {
      console.error(`Toast type ${ToastType.SuccessWithAction} needs an action; nothing was shown.`);
      return null;
    }
    return { variant: 'success', autoHideDuration: TOAST_WITH_ACTION_DURATION_MS, action };
  }
  return { variant: type, autoHideDuration: TOAST_DURATION_MS, action: null };
}

/** Shows a planned toast; the toast host provides it once it is on the page. */
export type ShowToast = (message: string, plan: ToastPlan, key?: string) => void;
/** Takes a shown toast away by its key. */
export type DismissToast = (key: string) => void;

let host: ShowToast | null = null;
let dismisser: DismissToast | null = null;
const waiting: [string, ToastPlan, string | undefined][] = [];
/** Keys dismissed before their toast was shown (toasts wait TOAST_DELAY_MS): they are not shown. */
const dismissed = new Set<string>();
/** Whether a toast has been asked for yet: until then the host (notistack) is not even loaded. */
let wanted = false;
const wantedListeners = new Set<() => void>();

export const toastsWanted = {
  get: () => wanted,
  subscribe(listener: () => void) {
    wantedListeners.add(listener);
    return () => void wantedListeners.delete(listener);
  },
};

/** The toast host registers here when it mounts (null when it goes); toasts asked for before it came show then. */
export function setToastHost(show: ShowToast | null): void {
  host = show;
  if (show) for (const [message, plan, key] of waiting.splice(0)) show(message, plan, key);
}

function show(type: ToastType, message: string, action?: ToastAction, key?: string): void {
  const plan = planToast(type, action);
  if (!plan || !message) return;
  if (!wanted) {
    wanted = true;
    wantedListeners.forEach((l) => l());
  }
  if (key) dismissed.delete(key);
  window.setTimeout(() => {
    if (key && dismissed.has(key)) return;
    if (host) host(message, plan, key);
    else waiting.push([message, plan, key]);
  }, TOAST_DELAY_MS);
}

/** The toast host's way to take a toast away (null when it goes). */
export function setToastDismisser(dismiss: DismissToast | null): void {
  dismisser = dismiss;
}

/** Takes away the toast shown (or about to be) under `key`. */
function dismiss(key: string): void {
  dismissed.add(key);
  const at = waiting.findIndex(([, , k]) => k === key);
  if (at >= 0) waiting.splice(at, 1);
  dismisser?.(key);
}

/** The one toast helper (§4 toasts): shown after TOAST_DELAY_MS at the top right. */
export const toast = {
  show,
  success: (message: string) => show(ToastType.Success, message),
  error: (message: string) => show(ToastType.Error, message),
  warning: (message: string) => show(ToastType.Warning, message),
  info: (message: string) => show(ToastType.Info, message),
  successWithAction: (message: string, action: ToastAction) => show(ToastType.SuccessWithAction, message, action),
  /** An info toast that can be taken away again with `dismiss(key)`. */
  infoWithKey: (message: string, key: string) => show(ToastType.Info, message, undefined, key),
  dismiss,
};
