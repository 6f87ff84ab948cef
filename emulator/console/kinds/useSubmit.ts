// The submit of a form page or a wizard: check the fields, run the calls, toast, then go on.
import { useState } from 'react';
import { Message } from '@alifd/next';
import { ApiError } from '../src/lib/api';
import { errorText, notifyApiError } from '../src/lib/apiErrors';
import { useConsole } from '../src/lib/ConsoleContext';
import { navigate } from '../src/lib/router';
import { runCalls } from './calls';
import { useKinds } from './context';
import { fill, holds, type Scope } from './resolve';
import type { FieldSpec, ShowSpec, SubmitSpec } from './spec';
import { initialValues, problems, withChange } from './validate';

type Obj = Record<string, unknown>;

export type FormState = {
  scope: Scope;
  /** Problems as text, by field key. */
  errors: Record<string, string>;
  set: (key: string, value: unknown) => void;
  /** Checks `fields` (a wizard step's, or all); false when one has a problem. */
  check: (fields: readonly FieldSpec[]) => boolean;
  /** Checks `fields`, then runs the submit's calls (or another button's, `other`). */
  submit: (fields: readonly FieldSpec[], other?: SubmitSpec) => Promise<void>;
  busy: boolean;
  /** The last call's answer and the `show` that shows it, when the submit shows one. */
  shown: { result: Obj; show: ShowSpec } | null;
};

export function useFormState(fields: readonly FieldSpec[], mainSubmit: SubmitSpec, route: Record<string, string> = {}): FormState {
  const { t, service, components } = useKinds();
  const { regionId } = useConsole();
  const [values, setValues] = useState<Obj>(() => initialValues(fields));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<{ result: Obj; show: ShowSpec } | null>(null);
  const scope: Scope = { values, regionId, route };
  const check = (some: readonly FieldSpec[]) => {
    const found = Object.fromEntries(Object.entries(problems(some, scope, components.validators)).map(([k, v]) => [k, t(v)]));
    setErrors(found);
    return Object.keys(found).length === 0;
  };
  const submit = async (all: readonly FieldSpec[], other?: SubmitSpec) => {
    const submitSpec = other ?? mainSubmit;
    if (!check(all)) return;
    setBusy(true);
    try {
      const results = await runCalls(submitSpec.calls ?? [], scope, service);
      if (submitSpec.toast) Message.success(t(submitSpec.toast));
      const last = results[results.length - 1] ?? {};
      const show = [submitSpec.show ?? []].flat().find((s) => holds(s.when, scope));
      if (show) setShown({ result: last, show: { ...show, to: fill(show.to, { result: last, route }) } });
      else if (submitSpec.to) navigate(fill(submitSpec.to, { result: last, route }));
      setBusy(false);
    } catch (err) {
      notifyApiError(err, t);
      const hit = err instanceof ApiError ? all.find((f) => f.param && (err.code.includes(f.param) || new RegExp(`\\b${f.param}\\b`).test(err.message))) : undefined;
      if (hit) setErrors({ [hit.key]: errorText(err) });
      setBusy(false);
    }
  };
  const set = (key: string, value: unknown) => {
    setValues((v) => withChange(fields, v, key, value));
    setErrors((e) => {
      const { [key]: _, ...rest } = e;
      return rest;
    });
  };
  return { scope, errors, set, check, submit, busy, shown };
}
