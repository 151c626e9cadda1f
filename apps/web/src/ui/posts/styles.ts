import type { Theme } from '@mui/material/styles';

/** The outline of a text box around a bare input, showing where the focus is. */
export const FOCUS_BOX = {
  flex: 1,
  minWidth: 0,
  px: 1.5,
  py: 1,
  borderRadius: 1,
  border: 1,
  borderColor: 'divider',
  '&:focus-within': { borderColor: 'primary.main', boxShadow: (theme: Theme) => `0 0 0 1px ${theme.palette.primary.main}` },
} as const;
