// `node --import tsx emulator/write-catalog.ts OUT`: writes today's console catalogue (`GET /__emulator/catalog`
// without generations) from the product registry to OUT, for a companion with no emulator running (bin/build.mjs).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { consoleCatalog } from './console-catalog.js';
import { products } from './product-modules.js';

const out = process.argv[2];
if (!out) {
  console.error('usage: write-catalog.ts OUT');
  process.exit(2);
}
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify(consoleCatalog(products)));
