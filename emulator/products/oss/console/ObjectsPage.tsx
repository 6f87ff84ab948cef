import { useEffect, useState } from 'react';
import { Button, Dropdown, Input, Menu, Table } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { formatTime } from '../../../console/src/lib/format';
import { onValue } from '../../../console/src/lib/onValue';
import { navigate } from '../../../console/src/lib/router';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { PageProps } from '../../../console/src/lib/product';
import { BucketLayout, bucketBase } from './BucketLayout';
import type { ListObjects, ObjectSummary } from './types';
import { DirectoryDialog, ObjectAclDialog } from './ObjectDialogs';
import { ObjectDetailsDialog, objectSize } from './ObjectDetailsDialog';
import { UploadDialog } from './UploadDialog';
import { useBucket } from './useBucket';
import { useOss } from './useOss';

/** `/oss/bucket/:name/objects` (Object Management > Objects): Upload Object, Create Directory, search by prefix, Details (or the object's name), More > Set ACL / Delete. */
export function ObjectsPage({ params }: PageProps) {
  const { t, flag } = useOss();
  const { bucket, params: call } = useBucket(params.name, t);
  const [draft, setDraft] = useState('');
  const [prefix, setPrefix] = useState('');
  const list = useApiQuery<ListObjects>('Oss', 'ListObjects', { BucketName: params.name, prefix: prefix || undefined, 'max-keys': 1000 });
  const [uploading, setUploading] = useState(false);
  const [creatingDir, setCreatingDir] = useState(false);
  const [acting, setActing] = useState<{ kind: 'details' | 'delete' | 'acl'; row: ObjectSummary } | null>(null);
  useEffect(() => {
    if (list.error) notifyApiError(list.error, t);
  }, [list.error, t]);
  const more = (
    <Button text type="primary" className="more-trigger">
      {t('action.more')}
      <span className="caret" aria-hidden />
    </Button>
  );
  const close = () => setActing(null);
  return (
    <BucketLayout name={params.name} section="objects" title={t('objects.title')}>
      <div className="list-toolbar">
        <Button type="primary" onClick={() => setUploading(true)}>
          {t('objects.upload')}
        </Button>
        {!flag('noCreateDirectory') && <Button onClick={() => setCreatingDir(true)}>{t('objects.createDir')}</Button>}
        <Button onClick={() => navigate(`${bucketBase(params.name)}/policy`)}>{t('objects.authorize')}</Button>
        <Input
          aria-label={t('objects.search')}
          placeholder={t('objects.search')}
          value={draft}
          onChange={onValue<string>(setDraft)}
          onPressEnter={() => setPrefix(draft.trim())}
          style={{ width: 280 }}
        />
        <Button onClick={() => setPrefix(draft.trim())}>{t('common.search')}</Button>
        <div className="toolbar-spacer" />
        <Button onClick={list.reload}>{t('common.refresh')}</Button>
      </div>
      <Table dataSource={list.data?.ListBucketResult.Contents ?? []} loading={list.loading} primaryKey="Key" emptyContent={t('common.noData')} className="resource-table" aria-label={t('objects.title')}>
        <Table.Column
          title={t('object.col.name')}
          cell={(_: unknown, __: number, r: ObjectSummary) => (
            <Button text type="primary" onClick={() => setActing({ kind: 'details', row: r })}>
              {r.Key}
            </Button>
          )}
        />
        <Table.Column title={t('object.col.size')} width={120} cell={(_: unknown, __: number, r: ObjectSummary) => objectSize(r.Size)} />
        <Table.Column title={t('object.col.storageClass')} width={170} cell={(_: unknown, __: number, r: ObjectSummary) => t(`storage.${r.StorageClass}`)} />
        <Table.Column title={t('object.col.modified')} width={180} cell={(_: unknown, __: number, r: ObjectSummary) => formatTime(r.LastModified)} />
        <Table.Column
          title={t('common.actions')}
          width={160}
          cell={(_: unknown, __: number, r: ObjectSummary) => (
            <div className="row-actions">
              <Button text type="primary" onClick={() => setActing({ kind: 'details', row: r })}>
                {t('action.details')}
              </Button>
              <Dropdown trigger={more} triggerType="click" align="tr br">
                <Menu onItemClick={(key: string) => setActing({ kind: key === 'acl' ? 'acl' : 'delete', row: r })}>
                  <Menu.Item key="acl">{t('action.setAcl')}</Menu.Item>
                  <Menu.Item key="delete">{t('action.delete')}</Menu.Item>
                </Menu>
              </Dropdown>
            </div>
          )}
        />
      </Table>
      {uploading && <UploadDialog bucket={call} t={t} onClose={() => setUploading(false)} onDone={() => { setUploading(false); list.reload(); }} />}
      {creatingDir && <DirectoryDialog bucket={call} prefix={prefix} t={t} onClose={() => setCreatingDir(false)} onDone={() => { setCreatingDir(false); list.reload(); }} />}
      {acting?.kind === 'acl' && <ObjectAclDialog bucket={call} objectName={acting.row.Key} t={t} onClose={close} />}
      {acting?.kind === 'delete' && (
        <ConfirmDialog
          title={t('deleteObject.title')}
          okLabel={t('common.ok')}
          cancelLabel={t('common.cancel')}
          onClose={close}
          onOk={async () => {
            const ok = await runAction('Oss', 'DeleteObject', { ...call, ObjectName: acting.row.Key }, t, t('toast.objectDeleted'));
            if (ok) list.reload();
            return ok;
          }}
        >
          <p>{t('deleteObject.confirm', { name: acting.row.Key })}</p>
        </ConfirmDialog>
      )}
      {acting?.kind === 'details' && <ObjectDetailsDialog bucket={bucket} object={acting.row} t={t} onClose={close} />}
    </BucketLayout>
  );
}
