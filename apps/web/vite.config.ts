import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { API_PREFIX, routes } from '@nexus/contracts';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

/** Source maps stay out of dist unless asked for (WEB_SOURCEMAP=hidden: written, but not linked from the bundle). */
const sourcemap = process.env.WEB_SOURCEMAP === 'hidden' ? 'hidden' : false;

/** node_modules packages by name, as a chunk test. */
const packages = (...names: string[]) => new RegExp(`node_modules[\\\\/](${names.join('|')})[\\\\/]`);

/** The one font file the first screen paints with, preloaded so text does not wait for the CSS to ask for it. */
const FIRST_FONT = 'inter-latin-wght-normal.woff2';

function preloadFirstFont(): Plugin {
  return {
    name: 'nexus:preload-first-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.values(bundle ?? {}).find(
          (file) => file.type === 'asset' && file.originalFileNames.some((name) => name.endsWith(FIRST_FONT)),
        );
        if (!font) throw new Error(`${FIRST_FONT} is not in the build: fix FIRST_FONT`);
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${font.fileName}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * GET app/config gates the first render: asked for by the HTML, it travels with the scripts instead of after them.
 * `crossorigin` (anonymous) matches the app's own same-origin fetch, which then takes the preloaded answer.
 */
function preloadAppConfig(): Plugin {
  return {
    name: 'nexus:preload-app-config',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'link',
        attrs: { rel: 'preload', href: `/${API_PREFIX}${routes.app.config.path}`, as: 'fetch', crossorigin: '' },
        injectTo: 'head',
      },
    ],
  };
}

export default defineConfig(({ command }) => {
  // A build is a production build whatever NODE_ENV the shell has: with NODE_ENV=development Vite would bundle
  // React's development build and resolve packages' 'development' exports (React Router's). Vite reads NODE_ENV
  // after this config, and documents setting it here.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [react(), preloadAppConfig(), preloadFirstFont()],
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
            ],
          },
        },
      },
    },
  };
});
