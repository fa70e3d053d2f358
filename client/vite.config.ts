import { fileURLToPath } from 'node:url';
import { build, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { compression } from 'vite-plugin-compression2';
import { firstLoadChunks } from './first-load-chunks';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './pwa.config';

// 127.0.0.1 rather than localhost: the server listens on IPv4 only.
const server = 'http://127.0.0.1:3000';

/**
 * Web push (issue 26, part 2): builds the push handlers `src/sw/push-sw.ts` to `dist/push-sw.js` (one
 * classic script, a fixed name) after the app's build; the Workbox worker `sw.js` loads it with
 * `importScripts` (pwa.config.ts).
 */
function pushWorker(): Plugin {
  let built = false;
  return {
    name: 'darkcity-push-worker',
    apply: 'build',
    async closeBundle() {
      if (built) return;
      built = true;
      await build({
        configFile: false,
        logLevel: 'warn',
        build: {
          outDir: 'dist',
          emptyOutDir: false,
          copyPublicDir: false,
          lib: {
            entry: 'src/sw/push-sw.ts',
            formats: ['iife'],
            name: 'darkCityPush',
            fileName: () => 'push-sw.js',
          },
        },
      });
    },
  };
}

export default defineConfig({
  plugins: [
    // The router plugin must run before the React plugin so route files are split first.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders are split too (issue 28 point 8): a route's loader imports its generated query options and
      // often its feature's constants, which would otherwise sit in every player's first download.
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    react(),
    tailwindcss(),
    // The installed app (issue 26): manifest, icons and a Workbox service worker (see pwa.config.ts).
    VitePWA(pwaOptions),
    // Precompressed copies (.gz, .br) beside every asset: the server sends them as they are, with
    // Content-Encoding, instead of compressing on each request (issue 16).
    compression({ algorithms: ['gzip', 'brotliCompress'] }),
    pushWorker(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: server, changeOrigin: true },
      '/media': { target: server, changeOrigin: true },
      '/ws': { target: server, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // Few, larger files for a player's first page (issue 28 point 8; see first-load-chunks.ts).
      output: { codeSplitting: firstLoadChunks(fileURLToPath(new URL('./src/main.tsx', import.meta.url))) },
    },
  },
});
