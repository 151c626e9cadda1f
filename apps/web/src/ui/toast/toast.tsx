import { closeSnackbar, enqueueSnackbar, type SnackbarKey, type VariantType } from 'notistack';
import Button from '@mui/material/Button';
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

function show(type: ToastType, message: string, action?: ToastAction): void {
  const plan = planToast(type, action);
  if (!plan || !message) return;
  window.setTimeout(() => {
    const planAction = plan.action;
    enqueueSnackbar(message, {
      variant: plan.variant,
      autoHideDuration: plan.autoHideDuration,
      preventDuplicate: true,
      action: planAction
        ? (key: SnackbarKey) => (
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                closeSnackbar(key);
                planAction.onClick();
              }}
            >
              {planAction.label}
            </Button>
          )
        : undefined,
    });
  }, TOAST_DELAY_MS);
}

/** The one toast helper (§4 toasts): shown after TOAST_DELAY_MS at the top right. */
export const toast = {
  show,
  success: (message: string) => show(ToastType.Success, message),
  error: (message: string) => show(ToastType.Error, message),
  warning: (message: string) => show(ToastType.Warning, message),
  info: (message: string) => show(ToastType.Info, message),
  successWithAction: (message: string, action: ToastAction) => show(ToastType.SuccessWithAction, message, action),
};

export type Toast = typeof toast;

/** Hook form of the same helper, for components. */
export function useToast(): Toast {
  return toast;
}
