import { useEffect } from 'react';
import { closeSnackbar, enqueueSnackbar, MaterialDesignContent, SnackbarProvider, type SnackbarKey } from 'notistack';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { TOAST_DURATION_MS } from '@nexus/contracts';
import { setToastDismisser, setToastHost, type ShowToast } from './toast';

/** notistack's content in the theme's colours, so toasts keep their contrast in both modes. */
const ThemedContent = styled(MaterialDesignContent)(({ theme }) => ({
  fontFamily: theme.typography.fontFamily,
  fontSize: theme.typography.body2.fontSize,
  borderRadius: theme.shape.borderRadius,
  '&.notistack-MuiContent-success': {
    backgroundColor: theme.palette.success.main,
    color: theme.palette.success.contrastText,
  },
  '&.notistack-MuiContent-error': { backgroundColor: theme.palette.error.main, color: theme.palette.error.contrastText },
  '&.notistack-MuiContent-warning': {
    backgroundColor: theme.palette.warning.main,
    color: theme.palette.warning.contrastText,
  },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.info.main, color: theme.palette.info.contrastText },
}));

const showToast: ShowToast = (message, plan, key) => {
  const action = plan.action;
  enqueueSnackbar(message, {
    variant: plan.variant,
    autoHideDuration: plan.autoHideDuration,
    preventDuplicate: true,
    ...(key ? { key } : {}),
    action: action
      ? (key: SnackbarKey) => (
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              closeSnackbar(key);
              action.onClick();
            }}
          >
            {action.label}
          </Button>
        )
      : undefined,
  });
};

/** notistack's host, top right (§2), showing the toasts of `toast`. */
export function SnackbarHost() {
  useEffect(() => {
    setToastHost(showToast);
    setToastDismisser((key) => closeSnackbar(key));
    return () => {
      setToastHost(null);
      setToastDismisser(null);
    };
  }, []);
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      autoHideDuration={TOAST_DURATION_MS}
      maxSnack={4}
      Components={{ success: ThemedContent, error: ThemedContent, warning: ThemedContent, info: ThemedContent }}
    />
  );
}
