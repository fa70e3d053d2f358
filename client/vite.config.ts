import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

// 127.0.0.1 rather than localhost: the server listens on IPv4 only.
const server = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    // The router plugin must run before the React plugin so route files are split first.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    react(),
    tailwindcss(),
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
  },
});
