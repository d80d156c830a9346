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
  build: { sourcemap: false, chunkSizeWarningLimit: 900 },
});
