import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { API_PREFIX, INSTALLED_APP_START_URL, InstallableAppText, StorageKey, ThemeMode, routes } from '@nexus/contracts';
import { earlyPath, startEarlyRequests } from './src/api/early';
import { pageQuery } from './src/features/connections/queries';
import { decodeJwtPayload, userIdFromToken } from './src/lib/jwt';
import { OFFLINE_PAGE_PATH } from './src/lib/serviceWorkerShared';
import { offlinePageHtml, offlineThemeScript } from './src/ui/offlinePage';
import { palettes } from './src/ui/theme/tokens';
import { landingShellCss, landingShellElement, showLandingShell, showLandingShellArgs } from './src/features/auth/landingShell';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

/** Source maps stay out of dist unless asked for (WEB_SOURCEMAP=hidden: written, but not linked from the bundle). */
const sourcemap = process.env.WEB_SOURCEMAP === 'hidden' ? 'hidden' : false;

/** node_modules packages by name, as a chunk test. */
const packages = (...names: string[]) => new RegExp(`node_modules[\\\\/](${names.join('|')})[\\\\/]`);

/** The one font file the first screen paints with, preloaded so text does not wait for the CSS to ask for it. */
const FIRST_FONT = 'inter-latin-wght-normal.woff2';

/** The build's file of FIRST_FONT. */
function firstFontFile(bundle: Rolldown.OutputBundle | undefined): string {
  const font = Object.values(bundle ?? {}).find(
    (file) => file.type === 'asset' && file.originalFileNames.some((name) => name.endsWith(FIRST_FONT)),
  );
  if (!font) throw new Error(`${FIRST_FONT} is not in the build: fix FIRST_FONT`);
  return `/${font.fileName}`;
}

/**
 * Preloads FIRST_FONT for a visitor without a token (landing, sign-in: their headline waits for it). A signed-in
 * member's page paints with the metric-matched fallback until Inter arrives, so its code and data go first.
 */
function preloadFirstFont(): Plugin {
  return {
    name: 'nexus:preload-first-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) => [
        {
          tag: 'script',
          children: `(${preloadFontForVisitor.toString()})(...${JSON.stringify([StorageKey.accessToken, firstFontFile(bundle)])});`,
          injectTo: 'head',
        },
      ],
    },
  };
}

/** Runs as a classic inline script (serialized with toString: self-contained). */
function preloadFontForVisitor(tokenKey: string, href: string) {
  try {
    if (localStorage.getItem(tokenKey)) return;
  } catch {
    // No storage: a visitor.
  }
  const link = document.createElement('link');
  Object.assign(link, { rel: 'preload', as: 'font', type: 'font/woff2', crossOrigin: '', href });
  document.head.appendChild(link);
}

/**
 * Modules whose chunks a signed-in page needs before it can paint: the frame, the query client, the client with the
 * route table, axios.
 */
const SIGNED_IN_MODULES = ['/src/app/AppFrame.tsx', '/src/lib/queryClient.tsx', '/src/api/calls.ts', '/node_modules/axios/'];
/** An area's pages module: its chunk, preloaded early for a path that starts with the area's name (/connections…). */
const AREA_PAGES = /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]pages[\\/]index\.ts$/;
/** Areas never preloaded by path: the console's code loads only once its route has seen a platform admin. */
const NOT_PRELOADED = new Set(['admin']);

/** A chunk and every chunk it imports statically. */
function withImports(bundle: Rolldown.OutputBundle, chunk: Rolldown.OutputChunk, found = new Set<string>()): Set<string> {
  if (found.has(chunk.fileName)) return found;
  found.add(chunk.fileName);
  for (const name of chunk.imports) {
    const imported = bundle[name];
    if (imported?.type === 'chunk') withImports(bundle, imported, found);
  }
  return found;
}

/**
 * index.html starts a signed-in member's session requests (user, preference), the first list of /connections, and
 * the signed-in frame's code before
 * the scripts arrive (src/api/early.ts), instead of one round trip after another once they have run.
 */
function earlyRequests(): Plugin {
  return {
    name: 'nexus:early-requests',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) throw new Error('nexus:early-requests needs the bundle');
        const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) throw new Error('No entry chunk');
        const initial = withImports(bundle, entry);
        const modules = new Set<string>();
        for (const module of SIGNED_IN_MODULES) {
          const chunk = chunks.find((c) => c.moduleIds.some((id) => id.includes(module)));
          if (!chunk) throw new Error(`${module} is in no chunk: fix SIGNED_IN_MODULES`);
          for (const file of withImports(bundle, chunk)) if (!initial.has(file)) modules.add(`/${file}`);
        }
        const areas: Record<string, string[]> = {};
        for (const chunk of chunks) {
          const area = chunk.facadeModuleId?.match(AREA_PAGES)?.[1];
          if (!area || NOT_PRELOADED.has(area)) continue;
          areas[area] = [...withImports(bundle, chunk)]
            .map((file) => `/${file}`)
            .filter((file) => !initial.has(file.slice(1)) && !modules.has(file));
        }
        const args = [
          API_PREFIX,
          StorageKey.accessToken,
          StorageKey.user,
          [routes.users.get.path, routes.preferences.get.path],
          [...modules],
          areas,
          // /connections opens on its first tab, Requests: its first page paints the page's largest text.
          { connections: [earlyPath(routes.connections.received.path, pageQuery())] },
        ];
        return [
          {
            tag: 'script',
            // lib/jwt.ts's functions, as the app runs them, in the script's own scope.
            children: `(function () {\n${decodeJwtPayload.toString()}\n${userIdFromToken.toString()}\n(${startEarlyRequests.toString()})(userIdFromToken, ...${JSON.stringify(args)});\n})();`,
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}

/** The landing page's headline in index.html, shown before the scripts arrive (features/auth/landingShell.ts). */
function landingShell(): Plugin {
  return {
    name: 'nexus:landing-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) => [
        { tag: 'style', children: landingShellCss(firstFontFile(bundle)), injectTo: 'head' },
        {
          tag: 'script',
          children: `(${showLandingShell.toString()})(...${JSON.stringify(showLandingShellArgs(StorageKey.accessToken, StorageKey.themeMode))});`,
          injectTo: 'head',
        },
        { ...landingShellElement(), injectTo: 'body-prepend' },
      ],
    },
  };
}

/** The offline page's theme script (the CSP lets no inline script run on it). */
const OFFLINE_THEME_SCRIPT = '/offline-theme.js';

/** Writes the offline page (src/ui/offlinePage.ts) that the service worker precaches and shows for a page opened offline. */
function offlinePage(): Plugin {
  return {
    name: 'nexus:offline-page',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: OFFLINE_PAGE_PATH.slice(1), source: offlinePageHtml(OFFLINE_THEME_SCRIPT) });
      this.emitFile({ type: 'asset', fileName: OFFLINE_THEME_SCRIPT.slice(1), source: offlineThemeScript() });
    },
  };
}

/**
 * The installable app: the web app manifest (linked from index.html) and the service worker (sw/sw.ts), built by
 * vite-plugin-pwa with Workbox's injectManifest, so that the push handlers are ours. Registered by
 * lib/serviceWorker.ts.
 */
const installableApp = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: {
      id: '/',
      name: InstallableAppText.name,
      short_name: InstallableAppText.shortName,
      description: InstallableAppText.description,
      start_url: INSTALLED_APP_START_URL,
      scope: '/',
      display: 'standalone',
      theme_color: palettes[ThemeMode.Light].primary.main,
      background_color: palettes[ThemeMode.Light].background.default,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    // Only what a page opened offline needs and the notification's badge (the plugin adds the manifest and its icons);
    // sw/sw.ts keeps the built assets as pages first use them.
    injectManifest: { globPatterns: ['offline.html', 'offline-theme.js', 'favicon.svg', 'icons/badge-96.png'] },
    devOptions: { enabled: false },
  });

/** Text files of the build worth compressing: the API sends index.html itself (with the app config in it). */
const PRECOMPRESSED = /\.(js|css|svg|json)$/;
/** Below this, compression saves less than its headers cost (the API compresses nothing smaller either). */
const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Writes each text file of the build also brotli-compressed at the highest quality (.br) and gzipped at the highest
 * level (.gz), which the API sends as they are: per answer it compresses quickly (brotli quality 4), and the first
 * screen's scripts come out about 13% smaller at quality 11.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  return {
    name: 'nexus:precompress',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      if (!dir) throw new Error('nexus:precompress needs the output directory');
      const files = Object.keys(bundle).filter((name) => PRECOMPRESSED.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(dir, name);
          const body = await readFile(file);
          if (body.length < PRECOMPRESS_MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(body, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
                [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gzipped(body, { level: zlib.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

export default defineConfig(({ command }) => {
  // A build is a production build whatever NODE_ENV the shell has: with NODE_ENV=development Vite would bundle
  // React's development build and resolve packages' 'development' exports (React Router's). Vite reads NODE_ENV
  // after this config, and documents setting it here.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [react(), preloadFirstFont(), earlyRequests(), landingShell(), offlinePage(), installableApp(), precompress()],
    ...(command === 'build' ? { mode: 'production' } : {}),
    server: {
      port: 5173,
      strictPort: true,
      proxy: {
        '/v1': { target: apiTarget, changeOrigin: true },
        '/socket.io': { target: apiTarget, ws: true, changeOrigin: true },
      },
    },
    preview: { port: 4173 },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap,
      rolldownOptions: {
        output: {
          // An area's chunk is named after it (features/<area>/pages).
          chunkFileNames: (chunk) => {
            const area = chunk.facadeModuleId?.match(/features[\\/]([^\\/]+)[\\/]pages[\\/]index\.ts$/)?.[1];
            return `assets/${area ?? '[name]'}-[hash].js`;
          },
          codeSplitting: {
            // Libraries every page needs, in a few long-cached chunks. Library code only some areas use goes with
            // those areas' chunks (automatic splitting), so the first screen does not load it.
            groups: [
              { name: 'react', test: packages('react', 'react-dom', 'react-router', 'scheduler'), priority: 3 },
              { name: 'mui', test: packages('@mui', '@emotion', 'stylis', 'notistack'), tags: ['$initial'], priority: 2 },
              { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 1 },
              // The app's own modules the first screen runs, with the contracts' parts they use: one chunk, not a dozen.
              { name: 'app', test: /[\\/](apps[\\/]web[\\/]src|packages[\\/]contracts)[\\/]/, tags: ['$initial'] },
            ],
          },
        },
      },
    },
  };
});
