// A multi-step wizard: Fusion's Step across the top, one step's sections at a time, Previous / Next, an optional
// summary of every value, and the submit on the last step. Next checks the step's fields first.
import { useState } from 'react';
import { Button, Step } from '@alifd/next';
import { FormSection } from '../src/components/FormSection';
import { PageHeader } from '../src/components/PageHeader';
import { useKinds } from './context';
import { FormFields } from './FormFields';
import { holds } from './resolve';
import type { WizardPageSpec } from './spec';
import { useFormState } from './useSubmit';

export type Props = { spec: WizardPageSpec; params: Record<string, string> };

export function Wizard({ spec, params }: Props) {
  const { t } = useKinds();
  const summaryFields = spec.summary?.fields ?? [];
  const fields = [...spec.steps.flatMap((s) => s.sections.flatMap((x) => x.fields)), ...summaryFields];
  const form = useFormState(fields, spec.submit, params);
  const [current, setCurrent] = useState(0);
  const steps = spec.steps.filter((s) => holds(s.visible, form.scope));
  const titles = [...steps.map((s) => s.title), ...(spec.summary ? [spec.summary.title] : [])];
  const last = titles.length - 1;
  const step = steps[current];
  const next = () => {
    if (!step || form.check(step.sections.flatMap((s) => s.fields))) setCurrent((c) => Math.min(c + 1, last));
  };
  const shown = fields.filter((f) => !summaryFields.includes(f) && holds(f.visible, form.scope) && f.kind !== 'static' && form.scope.values?.[f.key] !== undefined);
  return (
    <div className="page wizard">
      <PageHeader title={t(spec.title)} back={spec.back} backLabel={t('common.back')} />
      <Step current={current} shape="circle" labelPlacement="hoz" aria-label={t(spec.title)}>
        {titles.map((k, i) => (
          <Step.Item key={k} title={t(k)} onClick={i < current ? () => setCurrent(i) : undefined} />
        ))}
      </Step>
      {step ? (
        step.sections.map((s) => (
          <FormSection key={s.key} title={t(s.title ?? step.title)}>
            <FormFields fields={s.fields} scope={form.scope} errors={form.errors} onChange={form.set} layout="page" />
          </FormSection>
        ))
      ) : (
        <FormSection title={t(spec.summary!.title)}>
          <dl className="detail-grid">
            {shown.map((f) => (
              <div key={f.key} className="detail-row">
                <dt>{t(f.label)}</dt>
                <dd>{f.kind === 'password' ? '********' : String(form.scope.values?.[f.key])}</dd>
              </div>
            ))}
          </dl>
          {summaryFields.length > 0 && <FormFields fields={summaryFields} scope={form.scope} errors={form.errors} onChange={form.set} layout="page" />}
        </FormSection>
      )}
      <div className="form-footer">
        {current > 0 && <Button onClick={() => setCurrent((c) => c - 1)}>{t(spec.previous)}</Button>}
        {current < last ? (
          <Button type="primary" onClick={next}>
            {t(step?.next ?? spec.next)}
          </Button>
        ) : (
          <Button type="primary" loading={form.busy} onClick={() => void form.submit(fields)}>
            {t(spec.submit.label)}
          </Button>
        )}
      </div>
    </div>
  );
}
