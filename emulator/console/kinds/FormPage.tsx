// A create page: sections of fields, the submit button and Cancel in the footer; after the calls it goes to the
// list, or shows what the cloud answered once (a new key pair's private key).
import { Button, Form, Input } from '@alifd/next';
import { FormSection } from '../src/components/FormSection';
import { PageHeader } from '../src/components/PageHeader';
import { navigate } from '../src/lib/router';
import { useKinds } from './context';
import { FormFields } from './FormFields';
import { get } from './resolve';
import type { FormPageSpec, ShowSpec } from './spec';
import { useFormState } from './useSubmit';

type Obj = Record<string, unknown>;

export type Props = { spec: FormPageSpec; params: Record<string, string> };

/** What a submit with `show` displays: the answer's fields, secrets in a read-only box marked as secret. */
export function ShownResult({ show, result }: { show: ShowSpec; result: Obj }) {
  const { t } = useKinds();
  return (
    <>
      <FormSection title={t(show.title)}>
        <Form labelAlign="left" labelCol={{ fixedSpan: 9 }} wrapperCol={{ span: 16 }} component="div">
          {show.items.map((i) => (
            <Form.Item key={i.result} label={t(i.label)}>
              {i.secret ? (
                <Input.TextArea aria-label={t(i.label)} data-secret="true" readOnly value={String(get(result, i.result) ?? '')} rows={8} style={{ width: 560, fontFamily: 'monospace' }} />
              ) : (
                <span>{String(get(result, i.result) ?? '')}</span>
              )}
            </Form.Item>
          ))}
        </Form>
      </FormSection>
      <div className="form-footer">
        <Button type="primary" onClick={() => navigate(show.to)}>
          {t(show.done)}
        </Button>
      </div>
    </>
  );
}

export function FormPage({ spec, params }: Props) {
  const { t } = useKinds();
  const fields = spec.sections.flatMap((s) => s.fields);
  const form = useFormState(fields, spec.submit, params);
  const title = t(spec.title);
  const header = <PageHeader title={title} back={spec.back} backLabel={t('common.back')} crumbs={spec.crumb ? [{ label: t(spec.crumb.label), to: spec.crumb.to }, { label: title }] : undefined} />;
  if (form.shown) {
    return (
      <div className="page">
        {header}
        <ShownResult show={form.shown.show} result={form.shown.result} />
      </div>
    );
  }
  return (
    <div className="page">
      {header}
      {spec.sections.map((s) => (
        <FormSection key={s.key} title={s.title ? t(s.title) : title}>
          <FormFields fields={s.fields} scope={form.scope} errors={form.errors} onChange={form.set} layout="page" />
        </FormSection>
      ))}
      <div className="form-footer">
        <Button type="primary" loading={form.busy} onClick={() => void form.submit(fields)}>
          {t(spec.submit.label)}
        </Button>
        {spec.alternatives?.map((other) => (
          <Button key={other.label} loading={form.busy} onClick={() => void form.submit(fields, other)}>
            {t(other.label)}
          </Button>
        ))}
        {spec.cancel && <Button onClick={() => navigate(spec.cancel!.to)}>{t(spec.cancel.label)}</Button>}
      </div>
    </div>
  );
}
