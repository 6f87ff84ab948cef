import { useState } from 'react';
import { Button, Dialog, Drawer, Form, Input, Select, Table } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { navigate } from '../../../console/src/lib/router';
import { onValue } from '../../../console/src/lib/onValue';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { DescribeCertificates, DescribeDomainExtensions, DomainExtension, Listener } from './types';

type Props = { loadBalancerId: string; regionId: string; listener: Listener; t: Translate; onClose: () => void };
type Editing = { kind: 'add' } | { kind: 'edit'; ext: DomainExtension } | { kind: 'delete'; ext: DomainExtension };

/** Letters, digits, `-` and `.`, starting with a letter or digit; `*.` in front for a wildcard (the API's own check). */
const DOMAIN = /^(?:\*\.)?[A-Za-z0-9][A-Za-z0-9.-]{0,79}$/;

/**
 * An HTTPS listener's More > Manage Additional Certificate (slb@2019: Additional Domains / 扩展域名管理): a panel
 * listing the listener's domain name extensions, Add Additional Certificate (a domain name and the certificate
 * presented for it, OK), and per row Edit (another certificate) and Delete. After an add, a notice offers
 * Configure Rule, the listener's Forwarding Rules page: an extension works with a rule of the same domain.
 */
export function DomainExtensionsPanel({ loadBalancerId, regionId, listener, t, onClose }: Props) {
  const target = { RegionId: regionId, LoadBalancerId: loadBalancerId, ListenerPort: listener.ListenerPort };
  const list = useApiQuery<DescribeDomainExtensions>('Slb', 'DescribeDomainExtensions', target);
  const certificates = useApiQuery<DescribeCertificates>('Slb', 'DescribeServerCertificates', { RegionId: regionId });
  const certs = certificates.data?.ServerCertificates?.ServerCertificate ?? [];
  const certName = (id: string) => certs.find((c) => c.ServerCertificateId === id)?.ServerCertificateName ?? id;
  const [editing, setEditing] = useState<Editing | null>(null);
  const [domain, setDomain] = useState('');
  const [certificate, setCertificate] = useState('');
  const [errors, setErrors] = useState<{ domain?: string; certificate?: string }>({});
  const [added, setAdded] = useState(false);
  const open = (e: Editing) => {
    setEditing(e);
    setDomain('');
    setCertificate(e.kind === 'edit' ? e.ext.ServerCertificateId : '');
    setErrors({});
  };
  const save = async () => {
    if (!editing || editing.kind === 'delete') return false;
    const found = {
      ...(editing.kind === 'add' && !DOMAIN.test(domain.trim()) ? { domain: t('ext.err.domain') } : {}),
      ...(!certificate ? { certificate: t('ext.err.certificate') } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length) return false;
    const ok =
      editing.kind === 'add'
        ? await runAction('Slb', 'CreateDomainExtension', { ...target, Domain: domain.trim(), ServerCertificateId: certificate }, t, t('ext.add.done'))
        : await runAction('Slb', 'SetDomainExtensionAttribute', { RegionId: regionId, DomainExtensionId: editing.ext.DomainExtensionId, ServerCertificateId: certificate }, t, t('ext.edit.done'));
    if (ok) {
      list.reload();
      if (editing.kind === 'add') setAdded(true);
    }
    return ok;
  };
  const remove = async () => {
    if (editing?.kind !== 'delete') return false;
    const ok = await runAction('Slb', 'DeleteDomainExtension', { RegionId: regionId, DomainExtensionId: editing.ext.DomainExtensionId }, t, t('ext.delete.done'));
    if (ok) list.reload();
    return ok;
  };
  const title = t('ext.title');
  return (
    <Drawer v2 visible title={title} width={720} placement="right" onClose={onClose} aria-label={title}>
      <p className="field-help">{t('ext.intro', { port: `HTTPS:${listener.ListenerPort}` })}</p>
      <div className="list-toolbar">
        <Button type="primary" onClick={() => open({ kind: 'add' })}>
          {t('ext.add')}
        </Button>
        <div className="toolbar-spacer" />
        <Button onClick={list.reload}>{t('common.refresh')}</Button>
      </div>
      <Table dataSource={list.data?.DomainExtensions?.DomainExtension ?? []} loading={list.loading} primaryKey="DomainExtensionId" emptyContent={t('common.noData')} aria-label={title}>
        <Table.Column title={t('ext.domain')} dataIndex="Domain" />
        <Table.Column title={t('ext.certificate')} cell={(_: unknown, __: number, e: DomainExtension) => `${certName(e.ServerCertificateId)} / ${e.ServerCertificateId}`} />
        <Table.Column
          title={t('common.actions')}
          cell={(_: unknown, __: number, e: DomainExtension) => (
            <div className="row-actions">
              <Button text type="primary" onClick={() => open({ kind: 'edit', ext: e })}>
                {t('action.edit')}
              </Button>
              <Button text type="primary" onClick={() => open({ kind: 'delete', ext: e })}>
                {t('action.delete')}
              </Button>
            </div>
          )}
        />
      </Table>
      {editing && editing.kind !== 'delete' && (
        <ConfirmDialog title={t(editing.kind === 'add' ? 'ext.add' : 'ext.edit.title')} width={560} okLabel={t('ext.ok')} cancelLabel={t('common.cancel')} onClose={() => setEditing(null)} onOk={save}>
          <Form labelAlign="top" aria-label={t(editing.kind === 'add' ? 'ext.add' : 'ext.edit.title')}>
            <Form.Item label={t('ext.domain')} required validateState={errors.domain ? 'error' : undefined} help={errors.domain ?? t('ext.domain.help')}>
              {editing.kind === 'add' ? (
                <Input aria-label={t('ext.domain')} value={domain} onChange={onValue<string>((v) => (setDomain(v), setErrors({})))} style={{ width: '100%' }} />
              ) : (
                <span>{editing.ext.Domain}</span>
              )}
            </Form.Item>
            <Form.Item label={t('ext.certificate')} required validateState={errors.certificate ? 'error' : undefined} help={errors.certificate ?? t('ext.certificate.help')}>
              <Select
                aria-label={t('ext.certificate')}
                placeholder={t('common.pleaseSelect')}
                value={certificate || undefined}
                dataSource={certs.map((c) => ({ value: c.ServerCertificateId, label: `${c.ServerCertificateName} / ${c.ServerCertificateId}` }))}
                onChange={onValue<string>((v) => (setCertificate(v), setErrors({})))}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Form>
        </ConfirmDialog>
      )}
      {editing?.kind === 'delete' && (
        <ConfirmDialog title={t('ext.delete.title')} okLabel={t('ext.delete.ok')} cancelLabel={t('common.cancel')} onClose={() => setEditing(null)} onOk={remove}>
          <p>{t('ext.delete.confirm', { domain: editing.ext.Domain })}</p>
        </ConfirmDialog>
      )}
      {added && (
        <Dialog
          v2
          visible
          title={t('ext.notice.title')}
          onOk={() => navigate(`/slb/instances/${loadBalancerId}/listeners/${listener.ListenerPort}/rules?protocol=https`)}
          onCancel={() => setAdded(false)}
          onClose={() => setAdded(false)}
          okProps={{ children: t('ext.notice.rule') }}
          cancelProps={{ children: t('common.close') }}
        >
          <p>{t('ext.notice.text')}</p>
        </Dialog>
      )}
    </Drawer>
  );
}
