import { useEffect } from 'react';
import { Table } from '@alifd/next';
import { PageHeader } from '../../components/PageHeader';
import { notifyApiError } from '../../lib/apiErrors';
import { useConsole } from '../../lib/ConsoleContext';
import { useApiQuery } from '../../lib/useApiQuery';
import { imageOsName, type Image } from './types';
import { useEcs } from './useEcs';

/** `/ecs/images`: the public images of the region (DescribeImages). */
export function ImagesPage() {
  const { t } = useEcs();
  const { regionId, lang } = useConsole();
  const list = useApiQuery<{ Images: { Image: Image[] } }>('Ecs', 'DescribeImages', { RegionId: regionId, PageSize: 100 });
  useEffect(() => {
    if (list.error) notifyApiError(list.error, t);
  }, [list.error, t]);
  return (
    <div className="page">
      <PageHeader title={t('nav.images')} />
      <Table dataSource={list.data?.Images?.Image ?? []} loading={list.loading} primaryKey="ImageId" emptyContent={t('common.noData')} aria-label={t('nav.images')}>
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
    </div>
  );
}
