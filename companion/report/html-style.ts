import type { StepKind, TaskVerdict } from '../../protocol';

/** One colour per step verdict kind: greens pass, reds and oranges are doc defects, greys and violet are not. */
export const KIND_COLOURS = {
  pass: '#1a7f37',
  'label-changed': '#cf222e',
  'path-changed': '#bc4c00',
  'element-missing': '#a40e26',
  'missing-step': '#c2410c',
  'obsolete-step': '#9a3412',
  'value-rejected': '#b91c1c',
  'outcome-mismatch': '#be185d',
  'env-blocked': '#57606a',
  'agent-error': '#6639ba',
  unclear: '#9a6700',
  'not-run': '#8c959f',
} satisfies Record<StepKind, string>;

export const VERDICT_COLOURS = {
  verified: '#1a7f37',
  defective: '#cf222e',
  inconclusive: '#9a6700',
} satisfies Record<TaskVerdict, string>;

const badgeRules = [
  ...Object.entries(KIND_COLOURS).map(([kind, colour]) => `.k-${kind}{background:${colour}}`),
  ...Object.entries(VERDICT_COLOURS).map(([verdict, colour]) => `.v-${verdict}{background:${colour}}`),
].join('\n');

export const CSS = `
:root{--fg:#1f2328;--muted:#59636e;--line:#d1d9e0;--bg:#fff;--soft:#f6f8fa}
*{box-sizing:border-box}
body{margin:0;font:14px/1.5 -apple-system,"Segoe UI","PingFang SC","Microsoft YaHei",Helvetica,Arial,sans-serif;color:var(--fg);background:var(--bg)}
header{padding:20px 32px;border-bottom:1px solid var(--line);background:var(--soft)}
main{padding:16px 32px 64px;max-width:1400px}
h1{margin:0 0 4px;font-size:22px}
h2{display:inline;font-size:17px;margin:0}
h3{font-size:14px;margin:18px 0 6px;color:var(--muted);text-transform:uppercase;letter-spacing:.04em}
.meta,.facts{color:var(--muted);margin:4px 0}
.totals{display:flex;gap:10px;flex-wrap:wrap;margin-top:10px;align-items:center}
.totals .num{font-size:18px;font-weight:600}
.badge{display:inline-block;padding:1px 8px;border-radius:10px;color:#fff;font-size:12px;font-weight:600;white-space:nowrap}
${badgeRules}
table.tasks{border-collapse:collapse;width:100%;margin:8px 0 24px}
table.tasks th,table.tasks td{border-bottom:1px solid var(--line);padding:6px 8px;text-align:left;vertical-align:top}
table.tasks td.n,table.tasks th.n{text-align:right;font-variant-numeric:tabular-nums}
a{color:#0969da;text-decoration:none}
details.task{border:1px solid var(--line);border-radius:8px;margin:14px 0;padding:0 16px 12px}
details.task>summary{cursor:pointer;padding:12px 0;list-style-position:outside}
.reason{background:#fff8c5;border:1px solid #d4a72c;border-radius:6px;padding:6px 10px}
ol.steps{padding-left:0;list-style:none}
li.step{border-left:4px solid var(--line);padding:6px 12px;margin:8px 0;background:var(--soft);border-radius:0 6px 6px 0}
${Object.entries(KIND_COLOURS).map(([kind, colour]) => `li.step.k-border-${kind}{border-left-color:${colour}}`).join('\n')}
.step-head{display:flex;gap:8px;align-items:baseline}
.step-no{font-weight:700;color:var(--muted);min-width:1.5em}
dl.ea{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:6px 0}
dl.ea dt{color:var(--muted)}
dl.ea dd{margin:0;white-space:pre-wrap;word-break:break-word}
pre{background:#fff;border:1px solid var(--line);border-radius:6px;padding:8px;overflow:auto;font:12px/1.45 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;white-space:pre-wrap;word-break:break-word}
pre.diff{padding:0}
pre.diff span{display:block;padding:0 8px;min-height:1.45em}
.d-add{background:#dafbe1;color:#116329}
.d-del{background:#ffebe9;color:#82071e}
.d-hunk{background:#ddf4ff;color:#0550ae}
.d-file{color:var(--muted);font-weight:600}
.d-meta{color:var(--muted);font-style:italic}
figure{margin:8px 0}
figcaption{color:var(--muted);font-size:12px}
svg.shot{display:block;width:min(100%,960px);height:auto;border:1px solid var(--line);border-radius:4px;background:#fff}
.hl{fill:rgba(255,0,200,.12);stroke:#ff00c8;stroke-width:3;vector-effect:non-scaling-stroke}
.pt{fill:rgba(255,0,200,.5);stroke:#fff;stroke-width:2;vector-effect:non-scaling-stroke}
ul.rules{padding-left:0;list-style:none}
ul.rules li.held::before{content:"\\2713  ";color:#1a7f37;font-weight:700}
ul.rules li.not-held::before{content:"\\2717  ";color:#cf222e;font-weight:700}
details.episode{border:1px solid var(--line);border-radius:6px;margin:8px 0;padding:0 12px}
details.episode>summary{cursor:pointer;padding:8px 0}
ol.turns{list-style:none;padding:0}
li.turn{display:flex;flex-wrap:wrap;gap:4px 16px;border-top:1px solid var(--line);padding:8px 0}
li.turn>.body{flex:1 1 420px;min-width:0}
li.turn>.side{flex:0 0 auto}
.turn-head{color:var(--muted);font-size:12px}
.thought{margin:0;white-space:pre-wrap}
.result.ok{color:#1a7f37}
.result.err{color:#cf222e}
details.zoom>summary{list-style:none;cursor:zoom-in}
details.zoom>summary::-webkit-details-marker{display:none}
details.zoom>summary svg{width:220px}
details.zoom[open]>summary{cursor:zoom-out}
details.zoom[open]>summary svg{width:min(1100px,92vw)}
.muted{color:var(--muted)}
.toolbar{float:right}
.toolbar button{font:inherit;margin-left:6px}
@media print{details>summary{list-style:none}.toolbar{display:none}}
`;
