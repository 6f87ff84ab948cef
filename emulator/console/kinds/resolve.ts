// Reading page descriptions against live data: dot paths into API answers, conditions, label templates and the
// request parameters of a call. Pure functions: the kinds call them while drawing and submitting.
import type { ApiCall, Condition, ValueSource } from './spec';

type Obj = Record<string, unknown>;

/** `Instances.Instance.0.InstanceId` into an API answer; undefined where the path ends. */
export function get(value: unknown, path: string): unknown {
  let at: unknown = value;
  for (const part of path.split('.')) {
    if (at === null || at === undefined || typeof at !== 'object') return undefined;
    at = (at as Obj)[part];
  }
  return at;
}

/** What a condition, a value source or a call is read against. */
export type Scope = {
  /** The resource the action is on (a table row, the details page's resource). */
  row?: Obj;
  /** The rows a batch action is on. */
  rows?: Obj[];
  /** The form's values by field key. */
  values?: Obj;
  regionId?: string;
  route?: Record<string, string>;
  /** Answers of the calls made so far in this submit, the last one last. */
  results?: Obj[];
  /** The entry an `each` call is made for (`{item: '.'}` is the entry itself). */
  item?: unknown;
};

function test(value: unknown, c: { in?: readonly unknown[]; eq?: unknown; set?: boolean }): boolean {
  if (c.in && !c.in.includes(value)) return false;
  if ('eq' in c && value !== c.eq) return false;
  if (c.set !== undefined && Boolean(value !== undefined && value !== null && value !== '' && value !== false) !== c.set) return false;
  return true;
}

export function holds(condition: Condition | undefined, scope: Scope): boolean {
  if (!condition) return true;
  if ('not' in condition) return !holds(condition.not, scope);
  if ('all' in condition) return condition.all.every((c) => holds(c, scope));
  if ('any' in condition) return condition.any.some((c) => holds(c, scope));
  if ('row' in condition) return test(get(scope.row, condition.row), condition);
  return test(scope.values?.[condition.field], condition);
}

function mapped(v: unknown, map: Record<string, string | number | boolean | null> | undefined): unknown {
  if (!map) return v;
  const hit = String(v) in map ? map[String(v)] : '*' in map ? map['*'] : v;
  return hit === null ? undefined : hit;
}

/** A request parameter's value; undefined leaves the parameter out. */
export function valueOf(source: ValueSource, scope: Scope): unknown {
  if (typeof source !== 'object' || source === null) return source;
  if ('row' in source) return mapped(get(scope.row, source.row), source.map);
  if ('field' in source) return mapped(scope.values?.[source.field], source.map);
  if ('region' in source) return scope.regionId;
  if ('route' in source) return scope.route?.[source.route];
  if ('result' in source) {
    for (const r of [...(scope.results ?? [])].reverse()) {
      const v = get(r, source.result);
      if (v !== undefined) return v;
    }
    return undefined;
  }
  if ('list' in source) {
    const v = valueOf(source.list, scope);
    return v === undefined || v === '' ? undefined : [v];
  }
  if ('rows' in source) return (scope.rows ?? []).map((r) => get(r, source.rows));
  if ('json' in source) return JSON.stringify(source.json.map((o) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, valueOf(v, scope)]))));
  return source.item === '.' ? scope.item : get(scope.item, source.item);
}

/** The parameters of one call, leaving out what resolves to nothing. */
export function paramsOf(call: Pick<ApiCall, 'params'>, scope: Scope): Obj {
  const out: Obj = {};
  for (const [name, source] of Object.entries(call.params)) {
    const v = valueOf(source, scope);
    if (v !== undefined && v !== null && v !== '') out[name] = v;
  }
  return out;
}

/**
 * Fills `{Field}` placeholders from an item; `{label:prefix.Field}` reads a vocabulary label named by the value,
 * `{zone:Field}` a zone's name; both through `lookup`. A placeholder with no value reads as empty.
 */
export function fill(template: string, item: unknown, lookup: (kind: 'label' | 'zone', value: string, prefix: string) => string = (_, v) => v): string {
  return template.replace(/\{(?:(label|zone):)?([^{}]+)\}/g, (_, kind: 'label' | 'zone' | undefined, path: string) => {
    if (!kind) return String(get(item, path) ?? '');
    const dot = kind === 'label' ? path.lastIndexOf('.') : -1;
    const prefix = dot >= 0 ? path.slice(0, dot + 1) : '';
    const value = get(item, dot >= 0 ? path.slice(dot + 1) : path);
    return value === undefined || value === null ? '' : lookup(kind, String(value), prefix);
  });
}
