import { InstallableAppText, StorageKey, ThemeMode } from '@nexus/contracts';
import { FONT_FAMILY, palettes } from './theme/tokens';

// The offline page the service worker shows for a page opened without a network (OFFLINE_PAGE_PATH): plain HTML and
// CSS written by the build (vite.config.ts), in the app's colours and theme, with nothing to fetch but its theme script.

/** Sets the member's stored theme on the page (the CSP allows no inline script: this is a file of its own). */
export const offlineThemeScript = (themeKey: string = StorageKey.themeMode) =>
  `try{var m=localStorage.getItem(${JSON.stringify(themeKey)});if(m)document.documentElement.setAttribute('data-theme',m)}catch(e){}` +
  `addEventListener('online',function(){location.reload()});`;

const colours = (mode: ThemeMode) => {
  const p = palettes[mode];
  return `--bg:${p.background.default};--paper:${p.background.paper};--text:${p.text.primary};--muted:${p.text.secondary};--primary:${p.primary.main};--on-primary:${p.primary.contrastText};--line:${p.divider};`;
};

/** The brand mark of ui/Brand.tsx, drawn (public/favicon.svg's letter) in the theme's primary colour. */
const MARK =
  '<svg class="mark" viewBox="0 0 64 64" aria-hidden="true"><rect width="64" height="64" rx="14"/><path d="M18 46V18h6l16 19V18h6v28h-6L24 27v19z"/></svg>';

export function offlinePageHtml(themeScriptPath: string): string {
  const t = InstallableAppText;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${t.offlineTitle} · ${t.name}</title>
<script src="${themeScriptPath}"></script>
<style>
:root{${colours(ThemeMode.Light)}color-scheme:light}
@media (prefers-color-scheme: dark){:root:not([data-theme=${ThemeMode.Light}]){${colours(ThemeMode.Dark)}color-scheme:dark}}
:root[data-theme=${ThemeMode.Dark}]{${colours(ThemeMode.Dark)}color-scheme:dark}
*{box-sizing:border-box}
body{margin:0;min-height:100dvh;display:grid;place-items:center;padding:24px;background:var(--bg);color:var(--text);font-family:${FONT_FAMILY};line-height:1.5}
main{max-width:440px;width:100%;background:var(--paper);border:1px solid var(--line);border-radius:16px;padding:32px 28px;text-align:center}
.brand{display:inline-flex;align-items:center;gap:8px;font-weight:800;font-size:20px;letter-spacing:-.01em;margin-bottom:24px}
.mark{width:34px;height:34px}.mark rect{fill:var(--primary)}.mark path{fill:var(--on-primary)}
h1{font-size:1.6rem;line-height:1.2;letter-spacing:-.02em;margin:0 0 8px}
p{margin:0 0 24px;color:var(--muted)}
a.retry{display:inline-block;background:var(--primary);color:var(--on-primary);text-decoration:none;font-weight:600;padding:10px 22px;border-radius:8px}
a.retry:focus-visible{outline:3px solid var(--text);outline-offset:2px}
</style>
</head>
<body>
<main>
<div class="brand">${MARK}<span>${t.name}</span></div>
<h1>${t.offlineTitle}</h1>
<p>${t.offlineBody}</p>
<a class="retry" href="">${t.offlineRetry}</a>
</main>
</body>
</html>
`;
}
