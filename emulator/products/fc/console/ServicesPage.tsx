import { useEffect, useState } from 'react';
import { Button, Dialog, Form, Input, Message, Switch, Table } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { Link } from '../../../console/src/components/Link';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { callApi } from '../../../console/src/lib/api';
import { errorText, fieldOfError, notifyApiError } from '../../../console/src/lib/apiErrors';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { formatTime } from '../../../console/src/lib/format';
import { onValue } from '../../../console/src/lib/onValue';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
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
  useEffect(() => {
    if (list.error) notifyApiError(list.error, t);
  }, [list.error, t]);

  return (
    <div className="page">
      <PageHeader title={t('services.title')} />
      <div className="list-toolbar">
        <Button type="primary" onClick={() => setCreating(true)}>
          {t('service.create')}
        </Button>
        <div className="toolbar-spacer" />
        <Button onClick={list.reload}>{t('common.refresh')}</Button>
      </div>
      <Table dataSource={list.data?.services ?? []} loading={list.loading} primaryKey="serviceName" emptyContent={t('common.noData')} aria-label={t('services.title')}>
        <Table.Column title={t('service.col.name')} cell={(_: unknown, __: number, s: FcService) => <Link to={servicePath(s.serviceName)}>{s.serviceName}</Link>} />
        <Table.Column title={t('service.col.description')} cell={(_: unknown, __: number, s: FcService) => s.description || '-'} />
        <Table.Column title={t('service.col.logging')} cell={(_: unknown, __: number, s: FcService) => (s.logConfig?.project ? t('common.enabled') : t('common.disabled'))} />
        <Table.Column title={t('service.col.modified')} cell={(_: unknown, __: number, s: FcService) => formatTime(s.lastModifiedTime)} />
        <Table.Column
          title={t('common.actions')}
          width={200}
          cell={(_: unknown, __: number, s: FcService) => (
            <div className="row-actions">
              <Link to={servicePath(s.serviceName)}>{t('action.functions')}</Link>
              {!flag('serviceDeleteRemoved') && (
                <Button text type="primary" onClick={() => setDeleting(s)}>
                  {t('action.delete')}
                </Button>
              )}
            </div>
          )}
        />
      </Table>
      {creating && <CreateServiceDialog regionId={regionId} t={t} onClose={() => setCreating(false)} onDone={() => { setCreating(false); list.reload(); }} />}
      {deleting && (
        <ConfirmDialog
          title={t('service.delete.title')}
          okLabel={t('common.ok')}
          cancelLabel={t('common.cancel')}
          onClose={() => setDeleting(null)}
          onOk={async () => {
            const ok = await runAction('FC', 'DeleteService', { RegionId: regionId, serviceName: deleting.serviceName }, t, t('toast.serviceDeleted'));
            if (ok) list.reload();
            return ok;
          }}
        >
          <p>{t('service.delete.confirm', { name: deleting.serviceName })}</p>
        </ConfirmDialog>
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
  const [error, setError] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!NAME.test(name)) return setError({ name: t('service.err.name') });
    setBusy(true);
    try {
      const project = logging ? `aliyun-fc-${regionId}-${name}`.toLowerCase().replace(/_/g, '-').slice(0, 63) : undefined;
      await callApi('FC', 'CreateService', {
        RegionId: regionId, serviceName: name, description: description || undefined,
        'logConfig.project': project, 'logConfig.logstore': project && 'function-log',
      });
      Message.success(t('toast.serviceCreated'));
      onDone();
    } catch (err) {
      notifyApiError(err, t);
      const f = fieldOfError(err, { serviceName: 'name', description: 'description' });
      setError({ [f ?? 'name']: errorText(err) });
      setBusy(false);
    }
  };

  return (
    <Dialog
      v2
      visible
      title={t('service.create')}
      width={640}
      onOk={submit}
      onCancel={onClose}
      onClose={onClose}
      okProps={{ children: t('common.ok'), loading: busy }}
      cancelProps={{ children: t('common.cancel') }}
    >
      <Form {...LAYOUT}>
        <Form.Item label={t('service.name')} required validateState={error.name ? 'error' : undefined} help={error.name} extra={<span className="field-help">{t('service.name.help')}</span>}>
          <Input aria-label={t('service.name')} value={name} maxLength={128} onChange={onValue<string>((v) => { setName(v.trim()); setError({}); })} style={{ width: 360 }} />
        </Form.Item>
        <Form.Item label={t('service.description')} validateState={error.description ? 'error' : undefined} help={error.description}>
          <Input.TextArea aria-label={t('service.description')} value={description} maxLength={256} onChange={onValue<string>(setDescription)} style={{ width: 360 }} />
        </Form.Item>
        <Form.Item label={t('service.logging')}>
          <Switch aria-label={t('service.logging')} checked={logging} onChange={(v: boolean) => setLogging(v)} />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
