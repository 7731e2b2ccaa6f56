import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const backend = `http://localhost:${process.env.PORT ?? 3000}`;

/**
 * Libraries the first paint needs, kept apart from app code so they stay cached across releases.
 * `$initial` limits each group to modules loaded at start-up: what only a lazy page imports
 * (an icon, a MUI component, the admin console) stays in that page's chunk.
 */
const vendorGroups = [
  {
    name: 'react',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
    tags: ['$initial' as const],
  },
  {
    name: 'mui',
    test: /[\\/]node_modules[\\/](@mui|@emotion|@babel[\\/]runtime|stylis|react-transition-group|react-is)[\\/]/,
    tags: ['$initial' as const],
  },
];

export default defineConfig({
  root,
  plugins: [react()],
  server: {
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/socket.io': { target: backend, ws: true, changeOrigin: true },
      '/storage': { target: backend, changeOrigin: true },
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: vendorGroups } },
    },
  },
});
