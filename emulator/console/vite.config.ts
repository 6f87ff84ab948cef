import { createLogger, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Fusion's stylesheet loads its icon font and Roboto from a CDN. The emulator runs offline, so the
 * @font-face rules are dropped here (icons are drawn with local CSS in src/styles/icons.css) and the
 * browser never tries to reach outside hosts.
 */
function dropRemoteFonts(): Plugin {
  return {
    name: 'drop-remote-fonts',
    enforce: 'pre',
    transform(code, id) {
      if (!id.includes('@alifd/next') || !id.split('?')[0].endsWith('.css')) return null;
      return { code: code.replace(/@font-face\s*{[^}]*url\(["']?\/\/[^}]*}/g, ''), map: null };
    },
  };
}

/** Fusion's CSS carries old IE hacks that lightningcss recovers from (errorRecovery) but warns about at length. */
const logger = createLogger('warn');
const warn = logger.warn.bind(logger);
logger.warn = (msg, opts) => {
  if (!msg.includes('[lightningcss')) warn(msg, opts);
};

export default defineConfig({
  customLogger: logger,
  root,
  base: '/',
  mode: 'production',
  // React's development build (with its warnings about Fusion's legacy context API) must not ship.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  plugins: [dropRemoteFonts(), react()],
  css: { lightningcss: { errorRecovery: true } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
  },
  logLevel: 'warn',
});
