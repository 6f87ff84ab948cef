import { useState } from 'react';
import { Button, Form, Input, Switch } from '@alifd/next';
import { ActionConfirm } from '../../../console/src/components/ActionConfirm';
import { DataTable } from '../../../console/src/components/DataTable';
import { FormDialog } from '../../../console/src/components/FormDialog';
import { Link } from '../../../console/src/components/Link';
import { ListToolbar } from '../../../console/src/components/ListToolbar';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { callApi } from '../../../console/src/lib/api';
import { fieldOfError } from '../../../console/src/lib/apiErrors';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { formatTime } from '../../../console/src/lib/format';
import { onValue } from '../../../console/src/lib/onValue';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import { useDialogForm, useQueryErrors } from '../../../console/src/lib/useDialogForm';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { servicePath, type FcService } from './types';
import { useFc } from './useFc';

const NAME = /^[A-Za-z_][A-Za-z0-9_-]{0,127}$/;
const LAYOUT = { labelAlign: 'left' as const, labelCol: { fixedSpan: 7 }, wrapperCol: { span: 17 } };

/** `/fc/services` (Services & Functions): the region's services; a name opens its functions. */
export function ServicesPage() {
  const { t, flag } = useFc();
  const { regionId } = useConsole();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<FcService | null>(null);
  const list = useApiQuery<{ services: FcService[] }>('FC', 'ListServices', { RegionId: regionId, limit: 100 });
  useQueryErrors(t, list.error);

  return (
    <div className="page">
      <PageHeader title={t('services.title')} />
      <ListToolbar t={t} createLabel={t('service.create')} onCreate={() => setCreating(true)} onRefresh={list.reload} />
      <DataTable<FcService>
        t={t}
        label={t('services.title')}
        rows={list.data?.services ?? []}
        loading={list.loading}
        primaryKey="serviceName"
        columns={[
          { title: t('service.col.name'), cell: (s) => <Link to={servicePath(s.serviceName)}>{s.serviceName}</Link> },
          { title: t('service.col.description'), cell: (s) => s.description || '-' },
          { title: t('service.col.logging'), cell: (s) => (s.logConfig?.project ? t('common.enabled') : t('common.disabled')) },
          { title: t('service.col.modified'), cell: (s) => formatTime(s.lastModifiedTime) },
          {
            title: t('common.actions'),
            width: 200,
            cell: (s) => (
              <div className="row-actions">
                <Link to={servicePath(s.serviceName)}>{t('action.functions')}</Link>
                {!flag('serviceDeleteRemoved') && (
                  <Button text type="primary" onClick={() => setDeleting(s)}>
                    {t('action.delete')}
                  </Button>
                )}
              </div>
            ),
          },
        ]}
      />
      {creating && <CreateServiceDialog regionId={regionId} t={t} onClose={() => setCreating(false)} onDone={() => { setCreating(false); list.reload(); }} />}
      {deleting && (
        <ActionConfirm
          t={t}
          title={t('service.delete.title')}
          call={['FC', 'DeleteService', { RegionId: regionId, serviceName: deleting.serviceName }]}
          success={t('toast.serviceDeleted')}
          onDone={list.reload}
          onClose={() => setDeleting(null)}
        >
          <p>{t('service.delete.confirm', { name: deleting.serviceName })}</p>
        </ActionConfirm>
      )}
    </div>
  );
}

type Props = { regionId: string; t: Translate; onClose: () => void; onDone: () => void };

/** "Create Service": name, description, logging. */
function CreateServiceDialog({ regionId, t, onClose, onDone }: Props) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [logging, setLogging] = useState(false);
  const form = useDialogForm(t);

  const submit = async () => {
    if (!NAME.test(name)) return form.setError({ name: t('service.err.name') });
    const project = logging ? `aliyun-fc-${regionId}-${name}`.toLowerCase().replace(/_/g, '-').slice(0, 63) : undefined;
    const create = () =>
      callApi('FC', 'CreateService', {
        RegionId: regionId, serviceName: name, description: description || undefined,
        'logConfig.project': project, 'logConfig.logstore': project && 'function-log',
      });
    await form.submit(create, t('toast.serviceCreated'), onDone, (err) => fieldOfError(err, { serviceName: 'name', description: 'description' }) ?? 'name');
  };

  return (
    <FormDialog t={t} title={t('service.create')} busy={form.busy} onOk={submit} onClose={onClose}>
      <Form {...LAYOUT}>
        <Form.Item label={t('service.name')} required validateState={form.state('name')} help={form.error.name} extra={<span className="field-help">{t('service.name.help')}</span>}>
          <Input aria-label={t('service.name')} value={name} maxLength={128} onChange={onValue<string>((v) => { setName(v.trim()); form.clear(); })} style={{ width: 360 }} />
        </Form.Item>
        <Form.Item label={t('service.description')} validateState={form.state('description')} help={form.error.description}>
          <Input.TextArea aria-label={t('service.description')} value={description} maxLength={256} onChange={onValue<string>(setDescription)} style={{ width: 360 }} />
        </Form.Item>
        <Form.Item label={t('service.logging')}>
          <Switch aria-label={t('service.logging')} checked={logging} onChange={(v: boolean) => setLogging(v)} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
