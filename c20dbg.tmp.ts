import { readFileSync } from 'node:fs';
import { startEmulator } from './emulator/server';
import { fetchCatalogue } from './companion/compile/catalogue';
import { compilePage } from './companion/compile/compile';
import { stripFrontMatter } from './companion/compile/input';
const em = await startEmulator({ port: 0, seed: 'x' });
const [file, gen] = process.argv.slice(2);
const cat = await fetchCatalogue(em, gen ? [gen] : []);
const p = cat.product(file.split('/')[2]);
console.log(p?.controls.map((c) => `${c.path.join('>')} ${c.dialog ?? ''} -> ${c.action} [${c.fields.map((f) => f.param).join(',')}]`).join('\n'));
const r = compilePage(file, stripFrontMatter(readFileSync(file, 'utf8')), cat);
for (const t of r.tasks) { console.log(JSON.stringify(t.front.requires), JSON.stringify(t.front.success), t.front.variant); console.log(t.inferred.map((i) => JSON.stringify(i)).join('\n')); }
console.log(r.failures);
await em.close();
