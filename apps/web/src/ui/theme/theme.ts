import { alpha, createTheme, type Theme } from '@mui/material/styles';
import { THEME_BREAKPOINTS_PX, ThemeMode, VISUAL } from '@nexus/contracts';

/** Deep blue for trust, teal as the accent; both palettes keep body text above WCAG AA contrast. */
const palettes = {
  [ThemeMode.Light]: {
    mode: 'light' as const,
    primary: { main: '#0b4a8f', light: '#3a6fb0', dark: '#073263', contrastText: '#ffffff' },
    secondary: { main: '#00796b', light: '#339388', dark: '#004d40', contrastText: '#ffffff' },
    background: { default: '#f3f5f8', paper: '#ffffff' },
    text: { primary: '#15202b', secondary: '#4a5868' },
    divider: '#dde3ea',
    success: { main: '#1b7a3d' },
    error: { main: '#c62828' },
    warning: { main: '#a35a00' },
    info: { main: '#0b5cad' },
  },
  [ThemeMode.Dark]: {
    mode: 'dark' as const,
    primary: { main: '#8ab8ff', light: '#b3d1ff', dark: '#5a8fd6', contrastText: '#0a1a33' },
    secondary: { main: '#5fd3c4', light: '#8fe2d8', dark: '#2ba596', contrastText: '#06201c' },
    background: { default: '#0d1520', paper: '#152131' },
    text: { primary: '#e8eef5', secondary: '#a9b7c6' },
    divider: '#273548',
    success: { main: '#5cc689' },
    error: { main: '#ff8a80' },
    warning: { main: '#ffb74d' },
    info: { main: '#82b1ff' },
  },
};

/**
 * Initials avatars (a member without a photo): a tint of the brand with its deep colour on it, at least
 * 4.5:1 in both themes (theme.test.ts computes the WCAG ratio).
 */
export const AVATAR_COLOURS = {
  [ThemeMode.Light]: { background: '#d6e4f5', text: '#0b4a8f' },
  [ThemeMode.Dark]: { background: '#24405f', text: '#cfe1ff' },
} as const;

export function createAppTheme(mode: ThemeMode): Theme {
  const base = createTheme({
    breakpoints: { values: { ...THEME_BREAKPOINTS_PX } },
    palette: palettes[mode],
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: '"Inter Variable", "Inter Fallback", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
      h1: { fontWeight: 700, letterSpacing: '-0.02em', lineHeight: 1.15 },
      h2: { fontWeight: 700, fontSize: '1.75rem' },
      h3: { fontWeight: 600, fontSize: '1.35rem' },
    },
  });
  const focusRing = `3px solid ${alpha(base.palette.primary.main, 0.6)}`;
  return createTheme(base, {
    typography: {
      h1: {
        fontSize: VISUAL.headlinePx.mediumAndSmaller,
        [base.breakpoints.up('lg')]: { fontSize: VISUAL.headlinePx.desktop },
      },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          body: { WebkitFontSmoothing: 'antialiased' },
          ':focus-visible': { outline: focusRing, outlineOffset: 2 },
        },
      },
      MuiButtonBase: { defaultProps: { disableRipple: false } },
      MuiButton: {
        styleOverrides: {
          root: { '&.Mui-focusVisible': { outline: focusRing, outlineOffset: 2 } },
        },
        variants: [
          {
            props: { variant: 'contained', color: 'primary', size: 'large' },
            style: { minHeight: VISUAL.primaryButtonMinHeightPx, fontSize: '1rem' },
          },
        ],
      },
      MuiIconButton: {
        styleOverrides: { root: { '&.Mui-focusVisible': { outline: focusRing } } },
      },
      MuiAppBar: {
        defaultProps: { elevation: 0, color: 'inherit' },
        styleOverrides: {
          root: { borderBottom: `1px solid ${base.palette.divider}`, backgroundColor: base.palette.background.paper },
        },
      },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
      },
      MuiAvatar: {
        styleOverrides: {
          colorDefault: { backgroundColor: AVATAR_COLOURS[mode].background, color: AVATAR_COLOURS[mode].text },
        },
      },
      MuiTextField: { defaultProps: { fullWidth: true } },
    },
  });
}
