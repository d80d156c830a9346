import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3001' },
  },
  // No source maps in the build: they would be served to anyone (5.7 MB of our source).
  // face-api's own chunk (1.3 MB, tfjs inside) loads only after a learner turns emotion reading on.
  build: { sourcemap: false, chunkSizeWarningLimit: 1400 },
});
