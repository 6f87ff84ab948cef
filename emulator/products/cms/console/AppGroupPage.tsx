import { useEffect, useState } from 'react';
import { Button, Checkbox, Form, Input, Select, Tab, Table } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { onValue } from '../../../console/src/lib/onValue';
import type { PageProps } from '../../../console/src/lib/product';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { DescribeInstances } from '../../ecs/console/types';
import { ApplyTemplateDialog } from './ApplyTemplateDialog';
import { runCms } from './cmsApi';
import type { DescribeContactGroupList, DescribeMonitorGroupInstances, DescribeMonitorGroups, GroupInstance } from './types';
import { useCms } from './useCms';

/** The services a group takes instances of in the emulator (each a tab of Group Instances). */
const CATEGORIES = ['ECS'] as const;

type Pending = { kind: 'apply' | 'add' | 'name' | 'contact' } | { kind: 'remove'; instance: GroupInstance } | null;

/**
 * `/cms/app-groups/:id`: an application group's Group Resource page. Apply Template to Group in the upper right;
 * Basic Information with an Edit icon beside Product Group Name and Contact Group (ModifyMonitorGroup); Group
 * Instances with Add Product and, on each service's tab, Add Instance (both the Add Resource panel:
 * CreateMonitorGroupInstances) and Remove per instance (DeleteMonitorGroupInstances).
 */
export function AppGroupPage({ params }: PageProps) {
  const { t } = useCms();
  const groupId = params.id;
  const group = useApiQuery<DescribeMonitorGroups>('Cms', 'DescribeMonitorGroups', { GroupId: groupId });
  const instances = useApiQuery<DescribeMonitorGroupInstances>('Cms', 'DescribeMonitorGroupInstances', { GroupId: groupId, PageSize: 1000 });
  const [tab, setTab] = useState<string>(CATEGORIES[0]);
  const [pending, setPending] = useState<Pending>(null);
  useEffect(() => {
    const err = group.error ?? instances.error;
    if (err) notifyApiError(err, t);
  }, [group.error, instances.error, t]);
  const g = group.data?.Resources?.Resource?.[0];
  const members = instances.data?.Resources?.Resource ?? [];
  const reload = () => (group.reload(), instances.reload());
  if (!g) return <div className="page">{group.loading ? null : <PageHeader title={t('appGroup.resources')} back="/cms/app-groups" />}</div>;
  const contact = g.ContactGroups?.ContactGroup?.map((c) => c.Name).join(', ');
  return (
    <div className="page">
      <PageHeader
        title={g.GroupName}
        crumbs={[{ label: t('nav.appGroups'), to: '/cms/app-groups' }, { label: t('appGroup.resources') }]}
        back="/cms/app-groups"
        extra={
          <Button type="primary" onClick={() => setPending({ kind: 'apply' })}>
            {t('appGroup.applyTemplate')}
          </Button>
        }
      />
      <section className="cms-group-section" aria-label={t('appGroup.basic')}>
        <h3>{t('appGroup.basic')}</h3>
        <div className="cms-group-field">
          <span>{t('appGroup.name')}</span>
          <strong>{g.GroupName}</strong>
          <Button text aria-label={t('appGroup.edit')} title={t('appGroup.edit')} onClick={() => setPending({ kind: 'name' })}>
            ✎
          </Button>
        </div>
        <div className="cms-group-field">
          <span>{t('appGroup.contactGroup')}</span>
          <strong>{contact || t('common.none')}</strong>
          <Button text aria-label={t('appGroup.editContact')} title={t('appGroup.edit')} onClick={() => setPending({ kind: 'contact' })}>
            ✎
          </Button>
        </div>
        <div className="cms-group-field">
          <span>{t('appGroup.id')}</span>
          <strong>{g.GroupId}</strong>
        </div>
      </section>
      <section className="cms-group-section" aria-label={t('appGroup.instances')}>
        <div className="list-toolbar">
          <h3>{t('appGroup.instances')}</h3>
          <div className="toolbar-spacer" />
          <Button type="primary" onClick={() => setPending({ kind: 'add' })}>
            {t('appGroup.addProduct')}
          </Button>
        </div>
        <Tab shape="wrapped" activeKey={tab} onChange={(k) => setTab(String(k))}>
          {CATEGORIES.map((c) => (
            <Tab.Item key={c} title={t(`appGroup.category.${c}`)}>
              <div className="list-toolbar">
                <Button onClick={() => setPending({ kind: 'add' })}>{t('appGroup.addInstance')}</Button>
              </div>
              <Table dataSource={members.filter((m) => m.Category.toUpperCase() === c)} loading={instances.loading} primaryKey="InstanceId" emptyContent={t('common.noData')} aria-label={t(`appGroup.category.${c}`)}>
                <Table.Column title={t('appGroup.col.instance')} cell={(_: unknown, __: number, i: GroupInstance) => `${i.InstanceName} (${i.InstanceId})`} />
                <Table.Column title={t('appGroup.col.region')} dataIndex="RegionId" />
                <Table.Column
                  title={t('common.actions')}
                  width={120}
                  cell={(_: unknown, __: number, i: GroupInstance) => (
                    <Button text type="primary" onClick={() => setPending({ kind: 'remove', instance: i })}>
                      {t('appGroup.remove')}
                    </Button>
                  )}
                />
              </Table>
            </Tab.Item>
          ))}
        </Tab>
      </section>
      {pending?.kind === 'apply' && <ApplyTemplateDialog groupId={g.GroupId} t={t} onClose={() => setPending(null)} onDone={reload} />}
      {pending?.kind === 'add' && <AddResourceDialog groupId={g.GroupId} category={tab} have={members.map((m) => m.InstanceId)} t={t} onClose={() => setPending(null)} onDone={reload} />}
      {(pending?.kind === 'name' || pending?.kind === 'contact') && <EditGroupDialog field={pending.kind} groupId={g.GroupId} name={g.GroupName} contact={contact ?? ''} t={t} onClose={() => setPending(null)} onDone={reload} />}
      {pending?.kind === 'remove' && (
        <ConfirmDialog
          title={t('appGroup.remove.title')}
          okLabel={t('common.ok')}
          cancelLabel={t('common.cancel')}
          onClose={() => setPending(null)}
          onOk={async () => {
            const ok = await runCms('DeleteMonitorGroupInstances', { GroupId: g.GroupId, Category: pending.instance.Category.toUpperCase(), InstanceIdList: pending.instance.InstanceId }, t, t('toast.instanceRemoved'));
            if (ok) reload();
            return ok;
          }}
        >
          <p>{t('appGroup.remove.confirm', { id: pending.instance.InstanceId })}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}

/** The Add Resource panel: a service, then its instances in the region as a check list. */
function AddResourceDialog({ groupId, category, have, t, onClose, onDone }: { groupId: number; category: string; have: string[]; t: Translate; onClose: () => void; onDone: () => void }) {
  const { regionId } = useConsole();
  const ecs = useApiQuery<DescribeInstances>('Ecs', 'DescribeInstances', { RegionId: regionId, PageSize: 100 });
  const [product, setProduct] = useState(category);
  const [picked, setPicked] = useState<string[]>([]);
  const [error, setError] = useState<string | undefined>();
  const choices = (ecs.data?.Instances?.Instance ?? []).filter((i) => !have.includes(i.InstanceId));
  return (
    <ConfirmDialog
      title={t('appGroup.addResource')}
      width={600}
      okLabel={t('appGroup.addResource.ok')}
      cancelLabel={t('common.cancel')}
      onClose={onClose}
      onOk={async () => {
        if (!picked.length) {
          setError(t('appGroup.err.instances'));
          return false;
        }
        const list = picked.map((id) => choices.find((i) => i.InstanceId === id)!);
        const body = Object.fromEntries(list.flatMap((i, n) => [[`Instances.${n + 1}.InstanceId`, i.InstanceId], [`Instances.${n + 1}.InstanceName`, i.InstanceName], [`Instances.${n + 1}.RegionId`, regionId], [`Instances.${n + 1}.Category`, product]]));
        const ok = await runCms('CreateMonitorGroupInstances', { GroupId: groupId, ...body }, t, t('toast.instancesAdded'));
        if (ok) onDone();
        return ok;
      }}
    >
      <Form labelAlign="top">
        <Form.Item label={t('appGroup.product')}>
          <Select aria-label={t('appGroup.product')} value={product} dataSource={CATEGORIES.map((c) => ({ value: c, label: t(`appGroup.category.${c}`) }))} onChange={onValue<string>(setProduct)} style={{ width: 240 }} />
        </Form.Item>
        <Form.Item label={t('appGroup.instancesPick')} required validateState={error ? 'error' : undefined} help={error}>
          <Checkbox.Group aria-label={t('appGroup.instancesPick')} value={picked} onChange={onValue<string[]>((v) => (setPicked(v), setError(undefined)))} className="cms-contact-picker-list">
            {choices.map((i) => (
              <Checkbox key={i.InstanceId} value={i.InstanceId}>
                {`${i.InstanceName} (${i.InstanceId})`}
              </Checkbox>
            ))}
          </Checkbox.Group>
          {!choices.length && <div className="field-help">{t('common.noData')}</div>}
        </Form.Item>
      </Form>
    </ConfirmDialog>
  );
}

/** The Edit icon's field: the group's name, or its contact group from a drop-down; OK saves it (ModifyMonitorGroup). */
function EditGroupDialog({ field, groupId, name, contact, t, onClose, onDone }: { field: 'name' | 'contact'; groupId: number; name: string; contact: string; t: Translate; onClose: () => void; onDone: () => void }) {
  const groups = useApiQuery<DescribeContactGroupList>('Cms', 'DescribeContactGroupList', field === 'contact' ? { PageSize: 100 } : null);
  const [value, setValue] = useState(field === 'name' ? name : contact);
  const label = t(field === 'name' ? 'appGroup.name' : 'appGroup.contactGroup');
  return (
    <ConfirmDialog
      title={label}
      okLabel={t('common.ok')}
      cancelLabel={t('common.cancel')}
      onClose={onClose}
      onOk={async () => {
        const ok = await runCms('ModifyMonitorGroup', { GroupId: groupId, ...(field === 'name' ? { GroupName: value.trim() } : { ContactGroups: value }) }, t, t('toast.appGroupSaved'));
        if (ok) onDone();
        return ok;
      }}
    >
      {field === 'name' ? (
        <Input aria-label={label} value={value} maxLength={64} onChange={onValue<string>(setValue)} style={{ width: '100%' }} />
      ) : (
        <Select aria-label={label} value={value || undefined} dataSource={(groups.data?.ContactGroupList?.ContactGroup ?? []).map((g) => ({ value: g.Name, label: g.Name }))} onChange={onValue<string>(setValue)} style={{ width: '100%' }} />
      )}
    </ConfirmDialog>
  );
}
