// Renders the root module (`main.tf`) of one episode for the `terraform` backend: the alicloud provider (pointed
// at the emulator when the target is one), one `module` block per required resource with its OpenAPI attributes
// as inputs, and root outputs per module. Credentials never go into the file: the runner passes them in the
// child's environment, and sensitive inputs (passwords) travel as `TF_VAR_<name>` variables.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RequiredResource } from '../../../protocol/task';
import type { ProvisionContext } from '../provision';
import { RESOURCE_TYPES, isResourceTypeName, episodeTagsFor } from '../resources/index';
import { isCloudEndpoint } from '../sdk';

/** `terraform/modules` of this repository. */
export const MODULES_DIR = fileURLToPath(new URL('../../../terraform/modules', import.meta.url));

/** Provider products pointed at the emulator: every service the catalog's modules use. */
export const EMULATED_PRODUCTS = [
  'ecs', 'vpc', 'slb', 'rds', 'oss', 'kms', 'ram', 'sts', 'cms', 'alidns', 'cdn', 'fc', 'actiontrail', 'location', 'resourcemanager',
] as const;

export interface RenderOptions {
  /** Where terraform runs; module sources are written relative to it. */
  workDir: string;
  /** Folder holding one module per resource type. Default `MODULES_DIR`. */
  modulesDir?: string;
  /** `127.0.0.1:PORT` or `http://127.0.0.1:PORT` for the emulator; absent or `*.aliyuncs.com` for the real cloud. */
  endpoint?: string;
}

export interface RenderedRoot {
  /** The HCL text of `main.tf`. */
  mainTf: string;
  /** Values of sensitive inputs, to pass as `TF_VAR_<name>` (never written into `main.tf`). */
  secretVariables: Record<string, string>;
  /** The modules in `requires` order. */
  modules: Array<{ id: string; type: string; source: string }>;
}

export type RenderProblem = 'unknown-type' | 'bad-reference' | 'unknown-input' | 'duplicate-id';

export class RenderError extends Error {
  readonly code = 'render-failed';
  constructor(
    readonly problem: RenderProblem,
    message: string,
    readonly resourceId: string,
    readonly attribute?: string,
  ) {
    super(message);
    this.name = 'RenderError';
  }
}

export interface ModuleVariable {
  sensitive: boolean;
}

const variableCache = new Map<string, Map<string, ModuleVariable>>();

/** The input variables `variables.tf` of a module declares (our modules are `terraform fmt` clean). */
export function moduleVariables(moduleDir: string): Map<string, ModuleVariable> {
  const cached = variableCache.get(moduleDir);
  if (cached) return cached;
  const text = readFileSync(path.join(moduleDir, 'variables.tf'), 'utf8');
  const vars = new Map<string, ModuleVariable>();
  for (const block of text.split(/^(?=variable ")/m)) {
    const name = /^variable "([^"]+)"/.exec(block)?.[1];
    if (name) vars.set(name, { sensitive: /^\s*sensitive\s*=\s*true\s*$/m.test(block) });
  }
  variableCache.set(moduleDir, vars);
  return vars;
}

/** HCL identifiers allow no dots: `Channels.Mail` becomes the input `Channels_Mail`. */
export const inputName = (param: string) => param.replace(/\./g, '_');

const REF = /\$\{([a-zA-Z][\w-]*)\.([A-Za-z_][\w:.-]*)\}/g;

/** A quoted HCL string literal: escapes quotes, backslashes, control characters and template sequences. */
export function hclString(text: string): string {
  const escaped = text
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"')
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\t/g, '\\t')
    .replace(/\$\{/g, () => '$${')
    .replace(/%\{/g, '%%{');
  return `"${escaped}"`;
}

/**
 * One attribute value as an HCL expression: `${id.attr}` references to resources declared before become
 * `module.<id>.<attr>` (a bare expression when the value is one reference), other `${...}` go through
 * `ctx.expand`.
 */
function expression(
  value: string,
  resourceId: string,
  attribute: string,
  declared: ReadonlySet<string>,
  all: ReadonlySet<string>,
  expand: (s: string) => string,
): { expr: string; plain?: string } {
  const parts: Array<{ text: string } | { ref: string }> = [];
  let last = 0;
  for (const m of value.matchAll(REF)) {
    const [whole, id, attr] = m;
    if (!all.has(id)) continue; // `${inputs.x}` and the like: the task's own expansion handles them.
    if (!declared.has(id)) {
      const why = id === resourceId ? 'refers to itself' : `refers to "${id}" before it is declared: list "${id}" earlier in requires`;
      throw new RenderError('bad-reference', `Resource "${resourceId}", attribute ${attribute}: ${whole} ${why}.`, resourceId, attribute);
    }
    parts.push({ text: value.slice(last, m.index) });
    parts.push({ ref: `module.${id}.${inputName(attr)}` });
    last = (m.index ?? 0) + whole.length;
  }
  parts.push({ text: value.slice(last) });
  const pieces = parts.filter((p) => !('text' in p) || p.text !== '');
  const expanded = pieces.map((p) => ('text' in p ? { text: expand(p.text) } : p));
  if (expanded.length === 1 && 'ref' in expanded[0]) return { expr: expanded[0].ref };
  const body = expanded.map((p) => ('text' in p ? hclString(p.text).slice(1, -1) : `\${${p.ref}}`)).join('');
  const plain = expanded.every((p) => 'text' in p) ? expanded.map((p) => ('text' in p ? p.text : '')).join('') : undefined;
  return { expr: `"${body}"`, plain };
}

/** The provider block: region, and for the emulator plain HTTP with every product's endpoint pointed at it. */
function providerBlock(region: string, endpoint: string | undefined): string {
  const lines = ['provider "alicloud" {'];
  if (endpoint && !isCloudEndpoint(endpoint.replace(/^https?:\/\//, ''))) {
    const host = endpoint.replace(/^https?:\/\//, '').replace(/\/+$/, '');
    lines.push(`  region   = ${hclString(region)}`, `  protocol = "${endpoint.startsWith('https://') ? 'HTTPS' : 'HTTP'}"`, '', '  endpoints {');
    const width = Math.max(...EMULATED_PRODUCTS.map((p) => p.length));
    for (const product of EMULATED_PRODUCTS) lines.push(`    ${product.padEnd(width)} = ${hclString(host)}`);
    lines.push('  }');
  } else lines.push(`  region = ${hclString(region)}`);
  lines.push('}');
  return lines.join('\n');
}

/**
 * Renders `main.tf` for `requires`. Throws `RenderError` naming the resource and attribute for an unknown type,
 * a reference to a resource not declared before, or an attribute the type's module has no input for.
 */
export function renderRootModule(requires: RequiredResource[], ctx: ProvisionContext, options: RenderOptions): RenderedRoot {
  const modulesDir = options.modulesDir ?? MODULES_DIR;
  const all = new Set(requires.map((r) => r.id));
  const declared = new Set<string>();
  const secretVariables: Record<string, string> = {};
  const modules: RenderedRoot['modules'] = [];
  const blocks: string[] = [];
  const secretBlocks: string[] = [];
  const outputs: string[] = [];

  for (const required of requires) {
    if (!isResourceTypeName(required.type)) {
      const known = Object.keys(RESOURCE_TYPES).join(', ');
      throw new RenderError('unknown-type', `Resource "${required.id}" has unknown type "${required.type}". Known types: ${known}.`, required.id);
    }
    if (declared.has(required.id)) throw new RenderError('duplicate-id', `Resource id "${required.id}" is declared twice in requires.`, required.id);
    const moduleDir = path.join(modulesDir, required.type);
    const variables = moduleVariables(moduleDir);
    const attrs: Record<string, string> = Object.fromEntries(Object.entries(required.attributes).map(([k, v]) => [k, String(v)]));
    const nameParam = RESOURCE_TYPES[required.type].nameParam;
    if (!attrs[nameParam]) attrs[nameParam] = `aca-${ctx.rand}-${required.id}`.replace(/_/g, '-');

    const inputs: Array<[string, string]> = [];
    for (const [param, value] of Object.entries(attrs)) {
      const name = inputName(param);
      const variable = variables.get(name);
      if (!variable || name === 'tags') {
        const accepted = [...variables.keys()].filter((v) => v !== 'tags').join(', ');
        throw new RenderError('unknown-input', `Resource "${required.id}" (type ${required.type}): attribute ${param} is not an input of terraform/modules/${required.type} (inputs: ${accepted}).`, required.id, param);
      }
      const { expr, plain } = expression(value, required.id, param, declared, all, ctx.expand);
      if (variable.sensitive && plain !== undefined) {
        // The value itself stays out of main.tf: a root variable carries it in from TF_VAR_<name>.
        const rootVar = `${required.id}_${name}`.replace(/-/g, '_');
        secretVariables[rootVar] = plain;
        secretBlocks.push(`variable "${rootVar}" {\n  type      = string\n  sensitive = true\n}`);
        inputs.push([name, `var.${rootVar}`]);
      } else inputs.push([name, expr]);
    }
    const source = path.relative(options.workDir, moduleDir) || '.';
    const sourceText = source.startsWith('.') || path.isAbsolute(source) ? source : `./${source}`;
    blocks.push(moduleBlock(required.id, sourceText, inputs, episodeTagsFor(ctx.episodeId, ctx.runId)));
    outputs.push(`output "${required.id}" {\n  value = module.${required.id}\n}`);
    modules.push({ id: required.id, type: required.type, source: sourceText });
    declared.add(required.id);
  }

  const mainTf = [
    `# Root module of episode ${ctx.episodeId}, rendered by companion/cloud/terraform/render.ts. Do not edit.`,
    'terraform {\n  required_providers {\n    alicloud = {\n      source = "aliyun/alicloud"\n    }\n  }\n}',
    providerBlock(ctx.region, options.endpoint),
    ...secretBlocks,
    ...blocks,
    ...outputs,
  ].join('\n\n');
  return { mainTf: `${mainTf}\n`, secretVariables, modules };
}

/** A module block laid out as `terraform fmt` would (aligned `=` in the run of inputs). */
function moduleBlock(id: string, source: string, inputs: Array<[string, string]>, tags: Record<string, string>): string {
  const lines = [`module "${id}" {`, `  source = ${hclString(source)}`, ''];
  const width = Math.max(0, ...inputs.map(([name]) => name.length));
  for (const [name, expr] of inputs) lines.push(`  ${name.padEnd(width)} = ${expr}`);
  const keyWidth = Math.max(0, ...Object.keys(tags).map((k) => hclString(k).length));
  const tagLines = Object.entries(tags).map(([k, v]) => `    ${hclString(k).padEnd(keyWidth)} = ${hclString(v)}`);
  lines.push(`  tags = {\n${tagLines.join('\n')}\n  }`, '}');
  return lines.join('\n');
}
