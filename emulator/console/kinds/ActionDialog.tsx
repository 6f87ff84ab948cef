// A dialog (or drawer) of a page description: one or more screens, each with the resource it acts on, its text
// and fields, and a button whose calls must succeed before the next screen shows (or the dialog closes).
import { useState } from 'react';
import { Button, Dialog, Drawer, Message } from '@alifd/next';
import { errorText, notifyApiError } from '../src/lib/apiErrors';
import { ApiError } from '../src/lib/api';
import { useConsole } from '../src/lib/ConsoleContext';
import { navigate } from '../src/lib/router';
import type { Translate } from '../src/lib/vocabulary';
import { runCalls } from './calls';
import { useKinds } from './context';
import { FormFields } from './FormFields';
import { fill, get, holds, type Scope } from './resolve';
import type { DialogSpec, FieldSpec } from './spec';
import { initialValues, problems, withChange } from './validate';

type Obj = Record<string, unknown>;

export type Props = { spec: DialogSpec; scope: Scope; onClose: () => void; onDone: () => void };

/** The field an API error names (`InvalidPassword.Malformed`, `"Password" is invalid`), to show the error under it. */
function fieldOf(err: unknown, fields: readonly FieldSpec[]): string | null {
  if (!(err instanceof ApiError)) return null;
  const hit = fields.find((f) => f.param && (err.code.includes(f.param) || new RegExp(`\\b${f.param}\\b`).test(err.message)));
  return hit?.key ?? null;
}

function resourceLines(spec: DialogSpec, scope: Scope): string[] {
  const rows = scope.rows?.length ? scope.rows : scope.row ? [scope.row] : [];
  const { resourceLabel } = spec;
  return rows.map((r) => {
    if (resourceLabel) return String(get(r, resourceLabel) ?? '');
    const [id, name] = Object.entries(r).filter(([k]) => /Id$/.test(k) || /Name$/.test(k)).map(([, v]) => v);
    return [id, name].filter(Boolean).join(' / ');
  });
}

export function ActionDialog({ spec, scope, onClose, onDone }: Props) {
  const { t, service, components } = useKinds();
  const { regionId } = useConsole();
  const [index, setIndex] = useState(0);
  const screen = spec.screens[index];
  const allFields = spec.screens.flatMap((s) => s.fields ?? []);
  const [values, setValues] = useState<Obj>(() => initialValues(allFields, scope.row));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [apiErrors, setApiErrors] = useState<Record<string, string>>({});
  const [results, setResults] = useState<Obj[]>([]);
  const [busy, setBusy] = useState(false);
  const full: Scope = { ...scope, values, regionId, results };
  const fields = screen.fields ?? [];

  const submit = async () => {
    const found = problems(fields, full, components.validators);
    setErrors(found);
    setApiErrors({});
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const answers = await runCalls(screen.submit.calls ?? [], full, service);
      setResults(answers);
      if (screen.submit.toast) Message.success(t(screen.submit.toast));
      // The next screen whose condition holds (a wizard's choice picks one of several); none left closes the dialog.
      const next = spec.screens.findIndex((s, i) => i > index && holds(s.visible, full));
      if (next > 0) {
        setIndex(next);
        setBusy(false);
      } else {
        onDone();
        // A notice that leads to a page of its own (Replace Operating System): `{Field}` reads the resource.
        if (screen.submit.to) navigate(fill(screen.submit.to, { ...scope.row, result: answers.at(-1) }));
      }
    } catch (err) {
      notifyApiError(err, t);
      const key = fieldOf(err, fields);
      if (key) setApiErrors({ [key]: errorText(err) });
      setBusy(false);
    }
  };
  const set = (key: string, value: unknown) => {
    setValues((v) => withChange(allFields, v, key, value));
    setErrors((e) => ({ ...e, [key]: '' }));
  };
  const lines = screen.resource ? resourceLines(spec, scope) : [];
  const body = (
    <div className="action-dialog-body">
      {screen.warning && (
        <div className="dialog-warning" role="alert">
          {t(screen.warning)}
        </div>
      )}
      {screen.intro && <p className="dialog-intro">{t(screen.intro)}</p>}
      {lines.length > 0 && (
        <ul className="dialog-resources">
          {lines.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
      )}
      {(screen.body ?? []).map((k) => (
        <p key={k} className="dialog-text">
          {t(k)}
        </p>
      ))}
      {fields.length > 0 && (
        <FormFields fields={fields} scope={full} errors={errorTexts(errors, apiErrors, t)} onChange={set} layout="dialog" />
      )}
    </div>
  );
  const okLabel = t(screen.submit.label);
  const cancelLabel = t(screen.cancel ?? 'common.cancel');
  if (spec.as === 'drawer') {
    return (
      <Drawer visible title={t(spec.title)} width={spec.width ?? 600} onClose={onClose} placement="right">
        {body}
        <div className="form-footer">
          <Button type="primary" loading={busy} onClick={submit}>
            {okLabel}
          </Button>
          <Button onClick={onClose}>{cancelLabel}</Button>
        </div>
      </Drawer>
    );
  }
  return (
    <Dialog
      v2
      visible
      title={t(spec.title)}
      width={spec.width ?? 600}
      onOk={submit}
      onCancel={onClose}
      onClose={onClose}
      okProps={{ children: okLabel, loading: busy }}
      cancelProps={{ children: cancelLabel }}
    >
      {body}
    </Dialog>
  );
}

/** The problems to show: the form's own (label keys, translated) and the API's (text), by field key. */
export function errorTexts(problems: Record<string, string>, api: Record<string, string>, t: Translate): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(problems)) if (v) out[k] = t(v);
  return { ...out, ...api };
}
