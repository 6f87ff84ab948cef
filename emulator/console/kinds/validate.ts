// Field values: where a form starts, and what it says about values it refuses (as the console's own checks do,
// before any API call).
import { passwordProblem } from '../src/lib/password';
import { get, holds, type Scope } from './resolve';
import type { FieldSpec } from './spec';

type Obj = Record<string, unknown>;

/**
 * The values a form starts with: the resource's own value (`from`), else the field's default (a `check`/`switch`
 * without one starts off); then the fields that follow another take their mapped value.
 */
export function initialValues(fields: readonly FieldSpec[], row?: Obj): Obj {
  const out: Obj = {};
  for (const f of fields) {
    const own = f.from ? get(row, f.from) : undefined;
    if (own !== undefined && own !== null && own !== '') out[f.key] = own;
    else if (f.default !== undefined) out[f.key] = f.default;
    else if (f.kind === 'check' || f.kind === 'switch') out[f.key] = false;
    else if (f.kind === 'checkGroup') out[f.key] = [];
  }
  for (const f of fields) {
    const by = f.follow && out[f.follow.field];
    if (f.follow && by !== undefined && String(by) in f.follow.map) out[f.key] = f.follow.map[String(by)];
  }
  return out;
}

/** The values after `key` changed to `value`: fields that follow it take their mapped value. */
export function withChange(fields: readonly FieldSpec[], values: Obj, key: string, value: unknown): Obj {
  const out = { ...values, [key]: value };
  for (const f of fields) {
    if (f.follow?.field === key && String(value) in f.follow.map) out[f.key] = f.follow.map[String(value)];
  }
  return out;
}

function missingCheck(name: string): never {
  throw new Error(`a field rule names the check "${name}", which the product does not register (validators)`);
}

const empty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** Label keys of the problems, by field key; only fields that are shown are checked. */
export function problems(fields: readonly FieldSpec[], scope: Scope, validators: Record<string, (value: unknown) => boolean> = {}): Record<string, string> {
  const values = scope.values ?? {};
  const out: Record<string, string> = {};
  for (const f of fields) {
    if (!holds(f.visible, scope) || f.kind === 'static') continue;
    const v = values[f.key];
    // A required check box (a terms agreement) must be checked.
    if (empty(v) || (f.kind === 'check' && v === false)) {
      if (f.required) out[f.key] = f.requiredMessage ?? 'common.required';
      continue;
    }
    for (const r of f.rules ?? []) {
      const bad =
        (r.rule === 'pattern' && !new RegExp(r.pattern, 'u').test(String(v).trim())) ||
        (r.rule === 'range' && ((r.min !== undefined && Number(v) < r.min) || (r.max !== undefined && Number(v) > r.max))) ||
        (r.rule === 'sameAs' && v !== values[r.field]) ||
        (r.rule === 'password' && passwordProblem(String(v)) !== null) ||
        (r.rule === 'check' && !(validators[r.check] ?? missingCheck(r.check))(v));
      if (bad) {
        out[f.key] = r.message;
        break;
      }
    }
  }
  return out;
}
