import ts from 'typescript';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
const root = process.cwd();
const names = new Set(['ecs','vpc','ram','rds','slb','oss','kms','dns','cdn','cms','fc','actiontrail','alidns','clb','eip']);
const files = [];
const walk = (d) => { for (const n of readdirSync(d)) { const p = join(d, n); if (['dist','node_modules','fixtures'].includes(n)) continue; if (statSync(p).isDirectory()) walk(p); else if (/\.(ts|tsx|mjs)$/.test(n) && !/\.test\.tsx?$/.test(n) && !n.endsWith('.d.ts')) files.push(p); } };
walk(join(root, 'emulator')); walk(join(root, 'companion'));
const isName = (s) => names.has(s.toLowerCase());
const text = (n) => ts.isStringLiteralLike(n) ? n.text : ts.isIdentifier(n) ? n.text : undefined;
for (const f of files) {
  const sf = ts.createSourceFile(f, readFileSync(f, 'utf8'), ts.ScriptTarget.Latest, true, f.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const visit = (node) => {
    let items = [];
    if (ts.isArrayLiteralExpression(node)) items = node.elements.map((e) => ts.isObjectLiteralExpression(e) ? undefined : text(e));
    else if (ts.isObjectLiteralExpression(node)) items = node.properties.map((p) => p.name ? text(p.name) : ts.isShorthandPropertyAssignment(p) ? p.name.text : undefined);
    else if (ts.isUnionTypeNode(node)) items = node.types.map((t) => ts.isLiteralTypeNode(t) ? text(t.literal) : undefined);
    else if (ts.isTypeLiteralNode(node)) items = node.members.map((m) => m.name ? text(m.name) : undefined);
    else if (ts.isEnumDeclaration(node)) items = node.members.map((m) => text(m.name));
    const hits = [...new Set(items.filter((s) => s && isName(s)).map((s) => s.toLowerCase()))];
    // arrays of objects with key/service fields
    if (ts.isArrayLiteralExpression(node)) {
      const inner = node.elements.filter(ts.isObjectLiteralExpression).flatMap((o) => o.properties.filter((p) => p.initializer && ts.isStringLiteralLike(p.initializer) && isName(p.initializer.text)).map((p) => p.initializer.text.toLowerCase()));
      hits.push(...new Set(inner));
    }
    if (new Set(hits).size >= 3) console.log(`${relative(root, f)}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${[...new Set(hits)].join(',')}`);
    ts.forEachChild(node, visit);
  };
  visit(sf);
}
