import type { ReactNode } from 'react';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import { styled } from '@mui/material/styles';
import { TOAST_DURATION_MS } from '@nexus/contracts';

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

/** The toast host, top right (§2). */
export function ToastHost({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      autoHideDuration={TOAST_DURATION_MS}
      maxSnack={4}
      Components={{ success: ThemedContent, error: ThemedContent, warning: ThemedContent, info: ThemedContent }}
    >
      {children}
    </SnackbarProvider>
  );
}
