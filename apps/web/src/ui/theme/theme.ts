import { alpha, createTheme, type Theme } from '@mui/material/styles';
import { THEME_BREAKPOINTS_PX, ThemeMode, VISUAL } from '@nexus/contracts';
import { FONT_FAMILY, HEADLINE, palettes } from './tokens';

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
      fontFamily: FONT_FAMILY,
      button: { textTransform: 'none', fontWeight: 600 },
      h1: HEADLINE,
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
