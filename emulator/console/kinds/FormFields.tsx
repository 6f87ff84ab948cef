// The fields of a form, a wizard step or a dialog screen, drawn with Fusion's own widgets: each field's label is
// its accessible name, required fields carry the required mark, problems show under the field.
import { CascaderSelect, Checkbox, DatePicker, Form, Input, NumberPicker, Radio, Select, Switch } from '@alifd/next';
import moment from 'moment';
import { useConsole } from '../src/lib/ConsoleContext';
import { zoneName } from '../src/lib/names';
import { onValue } from '../src/lib/onValue';
import { useApiQuery } from '../src/lib/useApiQuery';
import type { Translate } from '../src/lib/vocabulary';
import { useKinds } from './context';
import { fill, get, holds, paramsOf, valueOf, type Scope } from './resolve';
import type { CascadeNode, FieldSpec, OptionSource, OptionSpec } from './spec';

type Obj = Record<string, unknown>;
type Option = { value: string | number | boolean; label: string };

export type Props = {
  fields: readonly FieldSpec[];
  scope: Scope;
  /** Problems by field key, as text. */
  errors: Record<string, string>;
  onChange: (key: string, value: unknown) => void;
  /** Pages put labels on the left, dialogs above the field. */
  layout: 'page' | 'dialog';
};

const PAGE = { labelAlign: 'left' as const, labelCol: { fixedSpan: 9 }, wrapperCol: { span: 16 } };
const DIALOG = { labelAlign: 'top' as const };

/** The label of an API item in an option list: `{Field}` templates, zone names and vocabulary labels. */
export function itemLabel(template: string, item: unknown, t: Translate): string {
  return fill(template, item, (kind, value, prefix) => (kind === 'zone' ? zoneName(value, t) : t.has(`${prefix}${value}`) ? t(`${prefix}${value}`) : value));
}

function useOptions(field: FieldSpec, scope: Scope): Option[] {
  const { service, t } = useKinds();
  const { regionId } = useConsole();
  const source = field.options && !Array.isArray(field.options) ? (field.options as OptionSource) : null;
  // A source that reads another field waits until that field has a value (vSwitches of the chosen VPC).
  const waiting = source && Object.values(source.params ?? {}).some((s) => typeof s === 'object' && s !== null && 'field' in s && !valueOf(s, scope));
  const paging = source?.pageSize === false ? {} : { PageSize: source?.pageSize ?? 50 };
  const params = source && !waiting ? { RegionId: regionId, ...paging, ...paramsOf({ params: source.params ?? {} }, { ...scope, regionId }) } : null;
  const q = useApiQuery<Obj>(source?.product ?? service, source?.action ?? 'none', params);
  if (!field.options) return [];
  if (Array.isArray(field.options)) return (field.options as OptionSpec[]).map((o) => ({ value: o.value, label: t(o.label) }));
  const items = (get(q.data, source!.items) as Obj[] | undefined) ?? [];
  return items
    .filter((i) => (source!.filter ?? []).every((f) => f.in.includes(get(i, f.field))))
    .map((i) => ({ value: String(get(i, source!.value)), label: itemLabel(source!.label, i, t) }));
}

type CascadeItem = { value: string; label: string; children?: CascadeItem[] };
function cascade(nodes: CascadeNode[], t: Translate): CascadeItem[] {
  return nodes.map((n) => ({ value: n.value, label: t(n.label), ...(n.children ? { children: cascade(n.children, t) } : {}) }));
}

function Widget({ field, value, set, scope, error }: { field: FieldSpec; value: unknown; set: (v: unknown) => void; scope: Scope; error?: string }) {
  const { t, components } = useKinds();
  const options = useOptions(field, scope);
  const label = t(field.label);
  const placeholder = field.placeholder ? t(field.placeholder) : undefined;
  const state = error ? ('error' as const) : undefined;
  const by = field.follow ? scope.values?.[field.follow.field] : undefined;
  const fixed = field.follow !== undefined && by !== undefined && String(by) in field.follow.map;
  switch (field.kind) {
    case 'text':
      return <Input aria-label={label} value={(value as string) ?? ''} placeholder={placeholder} state={state} disabled={fixed} onChange={onValue<string>(set)} style={{ width: '100%', maxWidth: 420 }} />;
    case 'password':
      return <Input.Password aria-label={label} value={(value as string) ?? ''} placeholder={placeholder} state={state} onChange={onValue<string>(set)} style={{ width: '100%', maxWidth: 420 }} />;
    case 'textarea':
      return <Input.TextArea aria-label={label} value={(value as string) ?? ''} placeholder={placeholder} state={state} onChange={onValue<string>(set)} style={{ width: '100%', maxWidth: 420 }} />;
    case 'number':
      return (
        <span className="field-row">
          <NumberPicker aria-label={label} value={value as number} min={field.min} max={field.max} state={state} onChange={onValue<number>(set)} />
          {field.unit && <span className="unit">{t(field.unit)}</span>}
        </span>
      );
    case 'select':
      return (
        <Select aria-label={label} value={value as string} placeholder={placeholder ?? t('common.pleaseSelect')} showSearch state={state}
          dataSource={options.map((o) => ({ value: o.value as string, label: o.label }))} onChange={onValue<string>(set)} style={{ width: '100%', maxWidth: 420 }} />
      );
    case 'radio':
    case 'radioButton':
      return (
        <Radio.Group aria-label={label} value={value as string} shape={field.kind === 'radioButton' ? 'button' : undefined}
          itemDirection={field.kind === 'radio' && options.length > 2 ? 'ver' : 'hoz'} onChange={onValue<string>(set)}>
          {options.map((o) => (
            <Radio key={String(o.value)} value={o.value as string}>
              {o.label}
            </Radio>
          ))}
        </Radio.Group>
      );
    case 'check':
      return (
        <Checkbox checked={Boolean(value)} onChange={onValue<boolean>(set)}>
          {label}
        </Checkbox>
      );
    case 'switch':
      return <Switch aria-label={label} checked={Boolean(value)} onChange={onValue<boolean>(set)} />;
    case 'checkGroup':
      return (
        <div role="group" aria-label={label} className="checkbox-grid">
          <Checkbox.Group value={(value as string[]) ?? []} onChange={onValue<string[]>(set)}>
            {options.map((o) => (
              <Checkbox key={String(o.value)} value={o.value as string}>
                {o.label}
              </Checkbox>
            ))}
          </Checkbox.Group>
        </div>
      );
    case 'cascader':
      return <CascaderSelect aria-label={label} value={value as string} dataSource={cascade(field.cascade ?? [], t)} onChange={onValue<string>(set)} style={{ width: '100%', maxWidth: 420 }} />;
    case 'datetime':
      return (
        <DatePicker aria-label={label} showTime value={value ? moment(value as string) : undefined} state={state}
          onChange={onValue<moment.Moment | null>((m) => set(m ? m.toISOString() : undefined))} />
      );
    case 'static':
      return <span className="static-value">{itemLabel(field.text ?? '', scope.row, t)}</span>;
    case 'custom': {
      const Custom = components.fields?.[field.component ?? ''];
      if (!Custom) throw new Error(`field "${field.key}": the product registers no field component "${field.component}"`);
      return <Custom field={field} value={value} onChange={set} error={error || undefined} scope={scope} />;
    }
  }
}

/** The shown fields of a form, each in a Form.Item with its label, required mark, help and problem. */
export function FormFields({ fields, scope, errors, onChange, layout }: Props) {
  const { t } = useKinds();
  const shown = fields.filter((f) => holds(f.visible, scope));
  return (
    <Form {...(layout === 'page' ? PAGE : DIALOG)} component="div">
      {shown.map((f) => {
        const error = errors[f.key];
        // A check box carries its label itself; a custom field draws its own.
        const bare = f.kind === 'check' || f.kind === 'custom';
        return (
          <Form.Item
            key={f.key}
            label={bare ? undefined : t(f.label)}
            required={f.required}
            validateState={error ? 'error' : undefined}
            help={error || undefined}
            extra={f.help ? <span className="field-help">{t(f.help)}</span> : undefined}
          >
            <Widget field={f} value={scope.values?.[f.key]} set={(v) => onChange(f.key, v)} scope={scope} error={error} />
          </Form.Item>
        );
      })}
    </Form>
  );
}
