import { createLogger, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
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

/**
 * `products/<key>/vocabulary.json?shell` (src/products.ts): what the shell reads of a product before its console chunk
 * is loaded, the `product.*` labels (its name in the Products menu, its home card) of today's vocabulary and of
 * each variant. The whole vocabulary comes with the product's own chunk.
 */
function shellVocabulary(): Plugin {
  const PREFIX = '\0shell-vocabulary:';
  const own = (labels: Record<string, unknown> = {}) => Object.fromEntries(Object.entries(labels).filter(([key]) => key.startsWith('product.')));
  return {
    name: 'shell-vocabulary',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!source.endsWith('/vocabulary.json?shell') || !importer) return null;
      // The product's folder: an id ending in .json would go through vite's JSON plugin.
      return `${PREFIX}${resolve(dirname(importer), source.slice(0, -'/vocabulary.json?shell'.length))}`;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = join(id.slice(PREFIX.length), 'vocabulary.json');
      this.addWatchFile(file);
      const vocabulary = JSON.parse(readFileSync(file, 'utf8')) as { product: string; labels?: Record<string, unknown>; variants?: Record<string, { labels?: Record<string, unknown> }> };
      const variants = Object.fromEntries(Object.entries(vocabulary.variants ?? {}).map(([id, def]) => [id, { labels: own(def.labels) }]));
      return `export default ${JSON.stringify({ product: vocabulary.product, labels: own(vocabulary.labels), nav: [], variants })};`;
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
  plugins: [dropRemoteFonts(), shellVocabulary(), react()],
  css: { lightningcss: { errorRecovery: true } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    // A product's console chunk is named after its product (assets/ecs-<hash>.js), the other chunks after a module.
    rollupOptions: {
      output: {
        chunkFileNames: (chunk) => `assets/${/\/products\/([^/]+)\/console\/index\.tsx?$/.exec(chunk.facadeModuleId ?? '')?.[1] ?? '[name]'}-[hash].js`,
      },
    },
  },
  logLevel: 'warn',
});
