import { useEffect, useState, type ReactNode } from 'react';
import { Button, Form, Input, Message, Tab, Table } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { DetailSection } from '../../../console/src/components/DetailSection';
import { Link } from '../../../console/src/components/Link';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { callApi } from '../../../console/src/lib/api';
import { notifyApiError, submitted } from '../../../console/src/lib/apiErrors';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { formatTime } from '../../../console/src/lib/format';
import { onValue } from '../../../console/src/lib/onValue';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { PageProps } from '../../../console/src/lib/product';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { AclAttribute, AclEntry } from './types';
import { useSlb } from './useSlb';

const IP = /^(\d{1,3}\.){3}\d{1,3}(\/\d{1,2})?$/;

/**
 * `/slb/acls/:id`: an access control list's basic information and the tabs Entries (Add Entry, a row's Delete:
 * AddAccessControlListEntry / RemoveAccessControlListEntry) and Associated Listeners. The list's Manage opens it.
 */
export function AclDetailPage({ params }: PageProps) {
  const { t } = useSlb();
  const { regionId } = useConsole();
  const acl = useApiQuery<AclAttribute>('Slb', 'DescribeAccessControlListAttribute', { RegionId: regionId, AclId: params.id });
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<AclEntry | null>(null);
  useEffect(() => {
    if (acl.error) notifyApiError(acl.error, t);
  }, [acl.error, t]);
  const a = acl.data;
  const rows: [string, ReactNode][] = a
    ? [
        [t('acl.col.idName'), `${a.AclId} / ${a.AclName}`],
        [t('acl.col.version'), t(`acl.version.${a.AddressIPVersion}`)],
        [t('acl.col.created'), formatTime(a.CreateTime)],
      ]
    : [];
  const remove = async () => {
    if (!removing) return false;
    const ok = await runAction('Slb', 'RemoveAccessControlListEntry', { RegionId: regionId, AclId: params.id, AclEntrys: JSON.stringify([{ entry: removing.AclEntryIP }]) }, t, t('acl.entry.removed'));
    if (ok) acl.reload();
    return ok;
  };
  return (
    <div className="page">
      <PageHeader title={a?.AclName ?? params.id} back="/slb/acls" crumbs={[{ label: t('acl.title'), to: '/slb/acls' }, { label: params.id }]} />
      <DetailSection title={t('acl.detail.basic')} rows={rows} />
      <Tab shape="wrapped" aria-label={a?.AclName ?? params.id}>
        <Tab.Item key="entries" title={t('acl.detail.entries')}>
          <div className="list-toolbar">
            <Button type="primary" onClick={() => setAdding(true)}>
              {t('acl.entry.add')}
            </Button>
            <div className="toolbar-spacer" />
            <Button onClick={acl.reload}>{t('common.refresh')}</Button>
          </div>
          <Table dataSource={a?.AclEntrys?.AclEntry ?? []} loading={acl.loading} primaryKey="AclEntryIP" emptyContent={t('common.noData')} aria-label={t('acl.detail.entries')}>
            <Table.Column title={t('acl.entry.ip')} dataIndex="AclEntryIP" />
            <Table.Column title={t('acl.entry.comment')} cell={(_: unknown, __: number, e: AclEntry) => e.AclEntryComment || '-'} />
            <Table.Column
              title={t('common.actions')}
              width={120}
              cell={(_: unknown, __: number, e: AclEntry) => (
                <Button text type="primary" onClick={() => setRemoving(e)}>
                  {t('acl.entry.remove')}
                </Button>
              )}
            />
          </Table>
        </Tab.Item>
        <Tab.Item key="listeners" title={t('acl.detail.listeners')}>
          <Table dataSource={a?.RelatedListeners?.RelatedListener ?? []} primaryKey="ListenerPort" emptyContent={t('common.noData')} aria-label={t('acl.detail.listeners')}>
            <Table.Column title={t('acl.listener.col.lb')} cell={(_: unknown, __: number, l: { LoadBalancerId: string }) => <Link to={`/slb/instances/${l.LoadBalancerId}?tab=listeners`}>{l.LoadBalancerId}</Link>} />
            <Table.Column title={t('acl.listener.col.port')} cell={(_: unknown, __: number, l: { Protocol: string; ListenerPort: number }) => `${l.Protocol.toUpperCase()}:${l.ListenerPort}`} />
            <Table.Column title={t('acl.listener.col.type')} cell={(_: unknown, __: number, l: { AclType: string }) => t(`listenerAcl.type.${l.AclType}`)} />
          </Table>
        </Tab.Item>
      </Tab>
      {adding && <AddEntryDialog aclId={params.id} t={t} onClose={() => setAdding(false)} onDone={acl.reload} />}
      {removing && (
        <ConfirmDialog title={t('acl.entry.remove.title')} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onClose={() => setRemoving(null)} onOk={remove}>
          <p>{t('acl.entry.remove.confirm', { ip: removing.AclEntryIP })}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}

/** Add Entry: one IP address or CIDR block and its description. */
function AddEntryDialog({ aclId, t, onClose, onDone }: { aclId: string; t: Translate; onClose: () => void; onDone: () => void }) {
  const { regionId } = useConsole();
  const [ip, setIp] = useState('');
  const [comment, setComment] = useState('');
  const [error, setError] = useState('');
  const add = async () => {
    if (!IP.test(ip.trim())) {
      setError(t('acl.entry.err.ip'));
      return false;
    }
    return submitted(async () => {
      await callApi('Slb', 'AddAccessControlListEntry', { RegionId: regionId, AclId: aclId, AclEntrys: JSON.stringify([{ entry: ip.trim(), comment }]) });
      Message.success(t('acl.entry.added'));
      onDone();
    }, t, setError);
  };
  return (
    <ConfirmDialog title={t('acl.entry.add')} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onClose={onClose} onOk={add}>
      <Form labelAlign="top" aria-label={t('acl.entry.add')}>
        <Form.Item label={t('acl.entry.ip')} required validateState={error ? 'error' : undefined} help={error}>
          <Input aria-label={t('acl.entry.ip')} value={ip} placeholder="192.168.1.0/24" onChange={onValue<string>((v) => (setIp(v), setError('')))} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('acl.entry.comment')}>
          <Input aria-label={t('acl.entry.comment')} value={comment} maxLength={100} onChange={onValue<string>(setComment)} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </ConfirmDialog>
  );
}
