import { ThemeMode } from '@nexus/contracts';

// The theme's values that the landing page's static shell (features/auth/landingShell.ts) draws with too, before
// the theme's code has loaded.

export const FONT_FAMILY = '"Inter Variable", "Inter Fallback", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
export const HEADLINE = { fontWeight: 700, letterSpacing: '-0.02em', lineHeight: 1.15 } as const;

/** Deep blue for trust, teal as the accent; both palettes keep body text above WCAG AA contrast. */
export const palettes = {
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
