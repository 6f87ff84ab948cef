import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Fusion's stylesheet points its icon font at a CDN that is out of reach here: those @font-face rules are dropped. */
function offlineFonts(): Plugin {
  return {
    name: 'offline-fonts',
    enforce: 'pre',
    transform(code, id) {
      if (!id.includes('@alifd/next') || !id.split('?')[0].endsWith('.css')) return null;
      return { code: code.replace(/@font-face\s*{[^}]*url\(["']?\/\/[^}]*}/g, ''), map: null };
    },
  };
}

/** The ECS console page of `bench:observe` (serve.ts builds it into ./dist). */
export default defineConfig({
  root,
  base: '/',
  plugins: [offlineFonts(), react()],
  css: { lightningcss: { errorRecovery: true } },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 3000 },
  logLevel: 'warn',
});
