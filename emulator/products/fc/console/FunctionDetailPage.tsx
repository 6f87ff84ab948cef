import { useState } from 'react';
import { Button, Form, Input, Message, Select, Tab } from '@alifd/next';
import { ActionConfirm } from '../../../console/src/components/ActionConfirm';
import { DataTable, deleteColumn } from '../../../console/src/components/DataTable';
import { DetailSection } from '../../../console/src/components/DetailSection';
import { ListToolbar } from '../../../console/src/components/ListToolbar';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { callApi } from '../../../console/src/lib/api';
import { errorText, notifyApiError } from '../../../console/src/lib/apiErrors';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { formatTime } from '../../../console/src/lib/format';
import { onValue } from '../../../console/src/lib/onValue';
import { setQuery } from '../../../console/src/lib/router';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import { useQueryErrors } from '../../../console/src/lib/useDialogForm';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { PageProps } from '../../../console/src/lib/product';
import { SAMPLE_SOURCE } from './sample';
import { MEMORY_SIZES, memoryLabel, servicePath, type Base, type FcFunction, type FcTrigger } from './types';
import { CreateTrigger3Dialog } from './CreateTrigger3Dialog';
import { CreateTriggerDialog } from './CreateTriggerDialog';
import { useFc } from './useFc';

const TABS = ['code', 'config', 'triggers'] as const;
const LAYOUT = { labelAlign: 'left' as const, labelCol: { fixedSpan: 7 }, wrapperCol: { span: 17 } };

/** `/fc/services/:service/functions/:fn`: the function's Code, Configurations and Triggers tabs. */
export function FunctionDetailPage({ params, query }: PageProps) {
  const { t } = useFc();
  const { regionId } = useConsole();
  const { service: serviceName, fn: functionName } = params;
  const tab = (TABS as readonly string[]).includes(query.get('tab') ?? '') ? (query.get('tab') as string) : 'code';
  const base = { RegionId: regionId, serviceName, functionName };
  const fn = useApiQuery<FcFunction>('FC', 'GetFunction', base);
  useQueryErrors(t, fn.error);
  const back = servicePath(serviceName);

  return (
    <div className="page">
      <PageHeader
        title={functionName}
        back={back}
        crumbs={[{ label: t('services.title'), to: '/fc/services' }, { label: serviceName, to: back }, { label: functionName }]}
      />
      <Tab activeKey={tab} onChange={(key: string | number) => setQuery({ tab: String(key) })} shape="wrapped">
        <Tab.Item key="code" title={t('tab.code')}>
          <CodeTab fn={fn.data} t={t} />
        </Tab.Item>
        <Tab.Item key="config" title={t('tab.config')}>
          <ConfigTab fn={fn.data} base={base} t={t} onSaved={fn.reload} />
        </Tab.Item>
        <Tab.Item key="triggers" title={t('tab.triggers')}>
          <TriggersTab base={base} t={t} />
        </Tab.Item>
      </Tab>
    </div>
  );
}

export function CodeTab({ fn, t }: { fn: FcFunction | null; t: Translate }) {
  const file = fn?.runtime.startsWith('nodejs') ? 'index.js' : 'index.py';
  return (
    <section className="form-section" aria-label={t('tab.code')}>
      <h2 className="form-section-title">{t('code.editor')}</h2>
      <div className="cell-sub">{file}</div>
      <pre className="code-editor" aria-label={file} style={{ background: '#1e1e1e', color: '#d4d4d4', padding: 12, minHeight: 160 }}>
        {SAMPLE_SOURCE[file]}
      </pre>
      {fn && <div className="cell-sub">{t('code.size', { size: String(fn.codeSize) })}</div>}
    </section>
  );
}


export function ConfigTab({ fn, base, t, onSaved }: { fn: FcFunction | null; base: Base; t: Translate; onSaved: () => void }) {
  const [editing, setEditing] = useState(false);
  const [memory, setMemory] = useState(512);
  const [timeout, setTimeoutValue] = useState('60');
  const [handler, setHandler] = useState('');
  const [envs, setEnvs] = useState<Array<{ key: string; value: string }>>([]);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  if (!fn) return <div className="cell-sub">{t('common.loading')}</div>;

  const start = () => {
    setMemory(fn.memorySize);
    setTimeoutValue(String(fn.timeout));
    setHandler(fn.handler);
    setEnvs(Object.entries(fn.environmentVariables ?? {}).map(([key, value]) => ({ key, value })));
    setError('');
    setEditing(true);
  };
  const save = async () => {
    if (!/^\d+$/.test(timeout) || Number(timeout) < 1 || Number(timeout) > 86400) return setError(t('function.err.timeout'));
    const named = envs.filter((e) => e.key.trim() || e.value.trim());
    if (named.some((e) => !/^[A-Za-z_][A-Za-z0-9_]*$/.test(e.key.trim()))) return setError(t('env.err.key'));
    setBusy(true);
    try {
      // The body's map travels as flattened fields, as the SDK's JSON body is recorded (`environmentVariables.KEY`).
      const environmentVariables = Object.fromEntries(named.map((e) => [`environmentVariables.${e.key.trim()}`, e.value]));
      // Removing every variable sends the empty map, which FC takes as "none".
      const cleared = !named.length && Object.keys(fn.environmentVariables ?? {}).length ? { environmentVariables: {} } : {};
      await callApi('FC', 'UpdateFunction', { ...base, memorySize: memory, timeout: Number(timeout), handler, ...environmentVariables, ...cleared });
      Message.success(t('toast.functionUpdated'));
      setEditing(false);
      onSaved();
    } catch (err) {
      notifyApiError(err, t);
      setError(errorText(err));
    }
    setBusy(false);
  };

  if (!editing) {
    return (
      <div>
        <div className="list-toolbar">
          <Button type="primary" onClick={start}>
            {t('config.edit')}
          </Button>
        </div>
        <DetailSection
          title={t('config.basic')}
          rows={[
            [t('function.name'), fn.functionName],
            [t('function.runtime'), fn.runtime],
            [t('function.handler'), fn.handler],
            [t('function.memory'), memoryLabel(fn.memorySize)],
            [t('function.timeout'), `${fn.timeout} ${t('unit.seconds')}`],
            [t('env.title'), Object.entries(fn.environmentVariables ?? {}).map(([k, v]) => `${k}=${v}`).join(', ') || '-'],
            [t('config.modified'), formatTime(fn.lastModifiedTime)],
          ]}
        />
      </div>
    );
  }
  return (
    <section className="form-section" aria-label={t('config.basic')}>
      <h2 className="form-section-title">{t('config.basic')}</h2>
      <Form {...LAYOUT}>
        <Form.Item label={t('function.memory')} required>
          <Select
            aria-label={t('function.memory')}
            value={memory}
            onChange={onValue<number>(setMemory)}
            dataSource={MEMORY_SIZES.map((m) => ({ value: m, label: memoryLabel(m) }))}
            style={{ width: 320 }}
          />
        </Form.Item>
        <Form.Item label={t('function.timeout')} required validateState={error ? 'error' : undefined} help={error}>
          <Input aria-label={t('function.timeout')} value={timeout} addonTextAfter={t('unit.seconds')} onChange={onValue<string>((v) => setTimeoutValue(v.trim()))} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label={t('function.handler')} required>
          <Input aria-label={t('function.handler')} value={handler} onChange={onValue<string>(setHandler)} style={{ width: 320 }} />
        </Form.Item>
      </Form>
      <section aria-label={t('env.title')}>
      <h2 className="form-section-title">{t('env.title')}</h2>
      <div className="field-help">{t('env.help')}</div>
      {envs.map((e, i) => (
        <div key={i} className="list-toolbar">
          <Input aria-label={t('env.key')} placeholder={t('env.key')} value={e.key} onChange={onValue<string>((v) => setEnvs((old) => old.map((x, j) => (j === i ? { ...x, key: v } : x))))} style={{ width: 240 }} />
          <Input aria-label={t('env.value')} placeholder={t('env.value')} value={e.value} onChange={onValue<string>((v) => setEnvs((old) => old.map((x, j) => (j === i ? { ...x, value: v } : x))))} style={{ width: 320 }} />
          <Button text type="primary" onClick={() => setEnvs((old) => old.filter((_, j) => j !== i))}>
            {t('action.delete')}
          </Button>
        </div>
      ))}
      <Button onClick={() => setEnvs((old) => [...old, { key: '', value: '' }])}>{t('env.add')}</Button>
      </section>
      <div className="form-footer">
        <Button type="primary" loading={busy} onClick={save}>
          {t('config.save')}
        </Button>
        <Button onClick={() => setEditing(false)}>{t('common.cancel')}</Button>
      </div>
    </section>
  );
}

export function TriggersTab({ base, t }: { base: Base; t: Translate }) {
  const list = useApiQuery<{ triggers: FcTrigger[] }>('FC', 'ListTriggers', { ...base, limit: 100 });
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<FcTrigger | null>(null);
  useQueryErrors(t, list.error);
  const done = () => { setCreating(false); list.reload(); };
  return (
    <div>
      <ListToolbar t={t} createLabel={t('trigger.create')} onCreate={() => setCreating(true)} onRefresh={list.reload} />
      <DataTable<FcTrigger>
        t={t}
        label={t('tab.triggers')}
        rows={list.data?.triggers ?? []}
        loading={list.loading}
        primaryKey="triggerName"
        columns={[
          { title: t('trigger.col.name'), dataIndex: 'triggerName' },
          { title: t('trigger.col.type'), cell: (tr) => t(`${base.serviceName ? 'trigger' : 'trigger3'}.type.${tr.triggerType}`) },
          { title: t('trigger.col.url'), cell: (tr) => tr.urlInternet || '-' },
          { title: t('trigger.col.created'), cell: (tr) => formatTime(tr.createdTime) },
          deleteColumn(t, t('action.delete'), setDeleting, 120),
        ]}
      />
      {creating &&
        (base.serviceName ? (
          <CreateTriggerDialog base={base} t={t} onClose={() => setCreating(false)} onDone={done} />
        ) : (
          <CreateTrigger3Dialog base={base} onClose={() => setCreating(false)} onDone={done} />
        ))}
      {deleting && (
        <ActionConfirm
          t={t}
          title={t('trigger.delete.title')}
          call={['FC', 'DeleteTrigger', { ...base, triggerName: deleting.triggerName }]}
          success={t('toast.triggerDeleted')}
          onDone={list.reload}
          onClose={() => setDeleting(null)}
        >
          <p>{t('trigger.delete.confirm', { name: deleting.triggerName })}</p>
        </ActionConfirm>
      )}
    </div>
  );
}
