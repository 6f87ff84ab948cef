// Request parameters of an RPC call: a flat map of strings (`Permissions.1.PortRange`), read with the cloud's
// validation errors.
import { invalidParameter, missingParameter } from './errors.js';

export type RawParams = Record<string, string>;

export class Params {
  constructor(readonly raw: RawParams) {}

  has(name: string): boolean {
    return this.raw[name] !== undefined && this.raw[name] !== '';
  }

  optional(name: string): string | undefined {
    return this.has(name) ? this.raw[name] : undefined;
  }

  required(name: string): string {
    const value = this.optional(name);
    if (value === undefined) throw missingParameter(name);
    return value;
  }

  oneOf<T extends string>(name: string, values: readonly T[], fallback?: T): T {
    const value = this.optional(name);
    if (value === undefined) {
      if (fallback === undefined) throw missingParameter(name);
      return fallback;
    }
    const match = values.find((v) => v.toLowerCase() === value.toLowerCase());
    if (!match) throw invalidParameter(name, `Valid values: ${values.join(', ')}.`);
    return match;
  }

  int(name: string, opts: { min?: number; max?: number; fallback: number }): number {
    const value = this.optional(name);
    if (value === undefined) return opts.fallback;
    const n = Number(value);
    const { min = -Infinity, max = Infinity } = opts;
    if (!Number.isInteger(n) || n < min || n > max) {
      throw invalidParameter(name, `It must be an integer from ${min} to ${max}.`);
    }
    return n;
  }

  bool(name: string, fallback = false): boolean {
    const value = this.optional(name);
    if (value === undefined) return fallback;
    if (/^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
    throw invalidParameter(name, 'Valid values: true, false.');
  }

  /**
   * A list given either as a JSON array string (`InstanceIds=["i-1","i-2"]`), a comma-separated string, or
   * as repeated `Name.N` keys; the cloud accepts different forms for different actions.
   */
  list(name: string): string[] | undefined {
    const value = this.optional(name);
    if (value !== undefined) {
      if (value.trim().startsWith('[')) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(value);
        } catch {
          throw invalidParameter(name, 'It must be a JSON array of strings.');
        }
        if (!Array.isArray(parsed)) throw invalidParameter(name, 'It must be a JSON array of strings.');
        return parsed.map(String);
      }
      return value.split(',').map((s) => s.trim()).filter(Boolean);
    }
    const repeated = this.indexed(name).map((i) => this.raw[`${name}.${i}`]);
    return repeated.length ? repeated : undefined;
  }

  /**
   * `Prefix.N.Field` groups, in order of N: `[{Field: value, ...}, ...]`; a JSON array of objects under `Prefix`
   * is read the same way.
   */
  objects(prefix: string): Array<Params> {
    const json = this.optional(prefix);
    if (json !== undefined) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(json);
      } catch {
        throw invalidParameter(prefix, 'It must be a JSON array of objects.');
      }
      if (!Array.isArray(parsed) || parsed.some((e) => typeof e !== 'object' || e === null)) {
        throw invalidParameter(prefix, 'It must be a JSON array of objects.');
      }
      return parsed.map((entry: Record<string, unknown>) => new Params(flattenParams(entry)));
    }
    return this.indexed(prefix, true).map((i) => {
      const start = `${prefix}.${i}.`;
      const entry: RawParams = {};
      for (const [k, v] of Object.entries(this.raw)) if (k.startsWith(start)) entry[k.slice(start.length)] = v;
      return new Params(entry);
    });
  }

  private indexed(prefix: string, nested = false): number[] {
    const pattern = new RegExp(`^${prefix.replace(/\./g, '\\.')}\\.(\\d+)${nested ? '\\.' : '$'}`);
    const found = new Set<number>();
    for (const key of Object.keys(this.raw)) {
      const m = pattern.exec(key);
      if (m) found.add(Number(m[1]));
    }
    return [...found].sort((a, b) => a - b);
  }
}

/** Flattens JSON values into RPC form, as the SDKs do: arrays and objects become `Key.1.Field` keys. */
export function flattenParams(value: Record<string, unknown>): RawParams {
  const out: RawParams = {};
  const walk = (v: unknown, key: string) => {
    if (v === undefined || v === null) return;
    if (Array.isArray(v)) v.forEach((item, i) => walk(item, `${key}.${i + 1}`));
    else if (typeof v === 'object') for (const [k, item] of Object.entries(v)) walk(item, key ? `${key}.${k}` : k);
    else out[key] = String(v);
  };
  walk(value, '');
  return out;
}
