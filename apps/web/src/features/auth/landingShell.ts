import { THEME_BREAKPOINTS_PX, ThemeMode, VISUAL } from '@nexus/contracts';
import { FONT_FAMILY, HEADLINE, palettes } from '../../ui/theme/tokens';

/**
 * The landing page's headline, drawn by index.html itself (the web build writes it, vite.config.ts) for a visitor
 * who is not signed in, so the largest text of the first screen paints as the HTML arrives instead of after the
 * scripts. It covers the window (fixed: leaving moves nothing) until LandingPage mounts and removes it. Drawn as
 * the page lays out below the `lg` breakpoint, where the headline sits above the sign-in card; wider windows,
 * where its place depends on the card's height, go without.
 */
export const LandingText = {
  headline: 'Your professional community, in one place',
  intro:
    'Meet people in your field, find your next role, join communities and events, and message your connections in real time.',
} as const;

export const LANDING_SHELL_ID = 'landing-shell';
const SHOWN_ATTRIBUTE = 'data-landing-shell';

/** Called by LandingPage once it is on screen. */
export function removeLandingShell(): void {
  document.getElementById(LANDING_SHELL_ID)?.remove();
  document.documentElement.removeAttribute(SHOWN_ATTRIBUTE);
}

/**
 * Runs as a classic inline script in the head (serialized with toString: self-contained). Shows the shell, in the
 * theme the app will pick (ThemeModeProvider's initialMode), on '/' for a visitor without a token or a one-time
 * ?token= login, in a window narrower than `lg`.
 */
export function showLandingShell(attribute: string, tokenKey: string, themeKey: string, widePx: number) {
  try {
    if (window.location.pathname !== '/' || new URLSearchParams(window.location.search).has('token')) return;
    if (localStorage.getItem(tokenKey) || window.matchMedia(`(min-width: ${widePx}px)`).matches) return;
    const stored = localStorage.getItem(themeKey);
    const dark = stored ? stored === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
    document.documentElement.setAttribute(attribute, dark ? 'dark' : 'light');
  } catch {
    // No storage: the app draws the page.
  }
}

/** Arguments of `showLandingShell` as the build writes them. */
export const showLandingShellArgs = (tokenKey: string, themeKey: string) =>
  [SHOWN_ATTRIBUTE, tokenKey, themeKey, THEME_BREAKPOINTS_PX.lg] as const;

const colours = (mode: ThemeMode) => {
  const p = palettes[mode];
  return `--shell-bg:${p.background.default};--shell-paper:${p.background.paper};--shell-divider:${p.divider};--shell-text:${p.text.primary};--shell-muted:${p.text.secondary};--shell-brand:${p.primary.main};--shell-on-brand:${p.primary.contrastText}`;
};

/**
 * What PublicLayout, Brand and LandingPage draw with the theme, in plain CSS, in Inter (`font`: its file) shown only
 * once it has arrived (font-display: block), so that the page, drawn in Inter too, replaces it with the same text
 * at the same size: MUI's AppBar and Toolbar (64 px tall
 * from `sm`, 56 below, 48 in landscape), Container (16 px gutters, 24 from `sm`), the page's padding (24 px, 48
 * from `md`), h1 and h6 typography.
 */
export function landingShellCss(font: string): string {
  const { sm, md } = THEME_BREAKPOINTS_PX;
  const s = `#${LANDING_SHELL_ID}`;
  return [
    `@font-face{font-family:'Inter Shell';font-display:block;font-weight:100 900;src:url(${font}) format('woff2-variations')}`,
    `${s}{display:none}`,
    `[${SHOWN_ATTRIBUTE}=light] ${s}{${colours(ThemeMode.Light)}}`,
    `[${SHOWN_ATTRIBUTE}=dark] ${s}{${colours(ThemeMode.Dark)}}`,
    `[${SHOWN_ATTRIBUTE}] ${s}{display:block;position:fixed;inset:0;z-index:2000;overflow:hidden;background:var(--shell-bg);color:var(--shell-text);font-family:'Inter Shell',${FONT_FAMILY};-webkit-font-smoothing:antialiased;box-sizing:border-box}`,
    `${s} *{box-sizing:border-box;margin:0}`,
    `${s} header{box-sizing:content-box;display:flex;align-items:center;min-height:56px;padding:0 16px;background:var(--shell-paper);border-bottom:1px solid var(--shell-divider)}`,
    `${s} .brand{display:inline-flex;align-items:center;gap:8px;font-weight:800;font-size:20px;letter-spacing:-0.01em;line-height:1.5}`,
    `${s} .mark{width:34px;height:34px;border-radius:20px;display:grid;place-items:center;background:var(--shell-brand);color:var(--shell-on-brand);letter-spacing:normal}`,
    `${s} main{padding:24px 16px}`,
    `${s} h1{font-size:${VISUAL.headlinePx.mediumAndSmaller}px;font-weight:${HEADLINE.fontWeight};letter-spacing:${HEADLINE.letterSpacing};line-height:${HEADLINE.lineHeight};margin-bottom:16px}`,
    `${s} p{font-size:1.25rem;font-weight:400;line-height:1.6;max-width:560px;color:var(--shell-muted)}`,
    `@media (min-width:0) and (orientation:landscape){${s} header{min-height:48px}}`,
    `@media (min-width:${sm}px){${s} header{min-height:64px;padding:0 24px}${s} main{padding:24px}}`,
    `@media (min-width:${md}px){${s} main{padding:48px 24px}}`,
  ].join('');
}

/** The shell's element, as the build writes it at the start of the body. */
export const landingShellElement = () => ({
  tag: 'div',
  attrs: { id: LANDING_SHELL_ID, 'aria-hidden': 'true' },
  children: `<header><span class="brand"><span class="mark">N</span>Nexus</span></header><main><h1>${LandingText.headline}</h1><p>${LandingText.intro}</p></main>`,
});
