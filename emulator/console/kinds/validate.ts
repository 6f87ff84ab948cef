// Field values: where a form starts, and what it says about values it refuses (as the console's own checks do,
// before any API call).
import { passwordProblem } from '../src/lib/password';
import { holds, type Scope } from './resolve';
import type { FieldSpec } from './spec';

type Obj = Record<string, unknown>;

/** The values a form starts with: each field's default (a `check`/`switch` without one starts off). */
export function initialValues(fields: readonly FieldSpec[]): Obj {
  const out: Obj = {};
  for (const f of fields) {
    if (f.default !== undefined) out[f.key] = f.default;
    else if (f.kind === 'check' || f.kind === 'switch') out[f.key] = false;
    else if (f.kind === 'checkGroup') out[f.key] = [];
  }
  return out;
}

const empty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** Label keys of the problems, by field key; only fields that are shown are checked. */
export function problems(fields: readonly FieldSpec[], scope: Scope): Record<string, string> {
  const values = scope.values ?? {};
  const out: Record<string, string> = {};
  for (const f of fields) {
    if (!holds(f.visible, scope) || f.kind === 'static') continue;
    const v = values[f.key];
    if (empty(v)) {
      if (f.required) out[f.key] = f.requiredMessage ?? 'common.required';
      continue;
    }
    for (const r of f.rules ?? []) {
      const bad =
        (r.rule === 'pattern' && !new RegExp(r.pattern, 'u').test(String(v).trim())) ||
        (r.rule === 'range' && ((r.min !== undefined && Number(v) < r.min) || (r.max !== undefined && Number(v) > r.max))) ||
        (r.rule === 'sameAs' && v !== values[r.field]) ||
        (r.rule === 'password' && passwordProblem(String(v)) !== null);
      if (bad) {
        out[f.key] = r.message;
        break;
      }
    }
  }
  return out;
}
