import { readFileSync } from 'node:fs';
import { startEmulator } from './emulator/server';
import { fetchCatalogue } from './companion/compile/catalogue';
import { compilePage } from './companion/compile/compile';
import { stripFrontMatter } from './companion/compile/input';
const em = await startEmulator({ port: 0, seed: 'x' });
const cat = await fetchCatalogue(em);
for (const file of process.argv.slice(2)) { const r = compilePage(file, stripFrontMatter(readFileSync(file, 'utf8')), cat); for (const t of r.tasks) console.log(file, JSON.stringify(t.front.inputs), JSON.stringify(t.front.success)); }
await em.close();
