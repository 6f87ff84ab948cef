import { useEffect, useState } from 'react';
import { Button, Input, Select, Tab, Table } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { formatTime } from '../../../console/src/lib/format';
import { onValue } from '../../../console/src/lib/onValue';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import { StorageStatus } from './storage/StorageStatus';
import type { CustomImage } from './storage/types';
import { imageOsName, type Image } from './types';
import { useEcs } from './useEcs';

/**
 * `/ecs/images`: Custom Images (DescribeImages ImageOwnerAlias=self, with Delete) and Public Images tabs, each with the
 * search bar of the 2021 pages (a search item: Image Name, Image ID or Snapshot ID; its value; the search icon), and
 * on Custom Images the Image Family select (All by default).
 */
export function ImagesPage() {
  const { t } = useEcs();
  const [tab, setTab] = useState<string>(() => (new URLSearchParams(location.search).get('tab') === 'public' ? 'public' : 'custom'));
  return (
    <div className="page">
      <PageHeader title={t('nav.images')} />
      <Tab shape="wrapped" activeKey={tab} onChange={(k) => setTab(String(k))}>
        <Tab.Item key="custom" title={t('images.tab.custom')}>
          <CustomImages />
        </Tab.Item>
        <Tab.Item key="public" title={t('images.tab.public')}>
          <PublicImages />
        </Tab.Item>
      </Tab>
    </div>
  );
}

type Search = { ImageName?: string; ImageId?: string; SnapshotId?: string };
const SEARCH_ITEMS = [
  { value: 'ImageName', label: 'images.search.name' },
  { value: 'ImageId', label: 'images.search.id' },
  { value: 'SnapshotId', label: 'images.search.snapshot' },
] as const;

/** The search bar: a search item, its value, and the search icon, which sends the value under that item's parameter. */
function ImageSearch({ onSearch, family }: { onSearch: (search: Search) => void; family?: boolean }) {
  const { t } = useEcs();
  const [item, setItem] = useState<string>('ImageName');
  const [value, setValue] = useState('');
  const run = () => onSearch(value.trim() ? { [item]: value.trim() } : {});
  return (
    <>
      {family && (
        <Select aria-label={t('images.family')} value="all" dataSource={[{ value: 'all', label: t('images.family.all') }]} style={{ width: 160 }} />
      )}
      <div className="search-bar" role="group" aria-label={t('images.searchBar')}>
        <Select aria-label={t('images.searchItem')} value={item} className="search-key" onChange={onValue<string>(setItem)}
          dataSource={SEARCH_ITEMS.map((i) => ({ value: i.value, label: t(i.label) }))} />
        <Input aria-label={t('images.searchValue')} placeholder={t('images.searchValue')} value={value} className="search-input"
          onChange={onValue<string>(setValue)} onPressEnter={run} />
        <Button aria-label={t('common.search')} title={t('common.search')} className="icon-button" onClick={run}>
          <span className="icon-search" aria-hidden />
        </Button>
      </div>
    </>
  );
}

function CustomImages() {
  const { t } = useEcs();
  const { regionId, lang } = useConsole();
  const [deleting, setDeleting] = useState<CustomImage | null>(null);
  const [search, setSearch] = useState<Search>({});
  const list = useApiQuery<{ Images: { Image: CustomImage[] } }>('Ecs', 'DescribeImages', { RegionId: regionId, ImageOwnerAlias: 'self', PageSize: 100, ...search });
  useEffect(() => {
    if (list.error) notifyApiError(list.error, t);
  }, [list.error, t]);
  const rows = list.data?.Images?.Image ?? [];
  const busy = rows.some((i) => i.Status === 'Creating');
  useEffect(() => {
    if (!busy) return;
    const timer = setInterval(list.reload, 1000);
    return () => clearInterval(timer);
  }, [busy, list.reload]);
  return (
    <>
      <div className="list-toolbar">
        <ImageSearch onSearch={setSearch} family />
        <div className="toolbar-spacer" />
        <Button onClick={list.reload}>{t('common.refresh')}</Button>
      </div>
      <Table dataSource={rows} loading={list.loading} primaryKey="ImageId" emptyContent={t('common.noData')} aria-label={t('images.tab.custom')}>
        <Table.Column
          title={t('images.col.idName')}
          cell={(_: unknown, __: number, i: CustomImage) => (
            <div className="cell-lines">
              <div>{i.ImageId}</div>
              <div className="cell-sub">{i.ImageName}</div>
            </div>
          )}
        />
        <Table.Column title={t('images.col.os')} cell={(_: unknown, __: number, i: CustomImage) => (lang === 'zh' ? i.OSName : i.OSNameEn) || i.Platform} />
        <Table.Column title={t('col.status')} cell={(_: unknown, __: number, i: CustomImage) => <StorageStatus status={i.Status} progress={i.Progress} t={t} />} />
        <Table.Column title={t('sg.col.created')} dataIndex="CreationTime" cell={(v?: string) => (v ? formatTime(v) : t('common.none'))} />
        <Table.Column
          title={t('common.actions')}
          width={160}
          cell={(_: unknown, __: number, i: CustomImage) => (
            <div className="row-actions">
              <Button text type="primary" onClick={() => setDeleting(i)}>
                {t('images.delete')}
              </Button>
            </div>
          )}
        />
      </Table>
      {deleting && (
        <ConfirmDialog
          title={t('images.delete.title')}
          okLabel={t('common.ok')}
          cancelLabel={t('common.cancel')}
          onClose={() => setDeleting(null)}
          onOk={async () => {
            const ok = await runAction('Ecs', 'DeleteImage', { RegionId: regionId, ImageId: deleting.ImageId }, t, t('toast.imageDeleted'));
            if (ok) list.reload();
            return ok;
          }}
        >
          <p>{t('images.delete.confirm', { name: deleting.ImageName })}</p>
        </ConfirmDialog>
      )}
    </>
  );
}

function PublicImages() {
  const { t } = useEcs();
  const { regionId, lang } = useConsole();
  const [search, setSearch] = useState<Search>({});
  const list = useApiQuery<{ Images: { Image: Image[] } }>('Ecs', 'DescribeImages', { RegionId: regionId, ImageOwnerAlias: 'system', PageSize: 100, ...search });
  useEffect(() => {
    if (list.error) notifyApiError(list.error, t);
  }, [list.error, t]);
  return (
    <>
    <div className="list-toolbar">
      <ImageSearch onSearch={setSearch} />
    </div>
    <Table dataSource={list.data?.Images?.Image ?? []} loading={list.loading} primaryKey="ImageId" emptyContent={t('common.noData')} aria-label={t('images.tab.public')}>
      <Table.Column
        title={t('images.col.idName')}
        cell={(_: unknown, __: number, i: Image) => (
          <div className="cell-lines">
            <div>{i.ImageId}</div>
            <div className="cell-sub">{i.ImageName}</div>
          </div>
        )}
      />
      <Table.Column title={t('images.col.os')} cell={(_: unknown, __: number, i: Image) => imageOsName(i, lang)} />
      <Table.Column title={t('images.col.platform')} dataIndex="Platform" />
    </Table>
    </>
  );
}
