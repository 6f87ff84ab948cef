import { Table } from '@alifd/next';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { CdnSource } from './types';

/** The origin servers of a domain, as Basic Settings and Back-to-origin list them. */
export function OriginsTable({ sources, loading, t }: { sources: CdnSource[]; loading: boolean; t: Translate }) {
  return (
    <Table dataSource={sources} loading={loading} primaryKey="Content" emptyContent={t('common.noData')} aria-label={t('basic.origins')}>
      <Table.Column title={t('origin.type')} cell={(_: unknown, __: number, s: CdnSource) => t(`origin.type.${s.Type}`)} />
      <Table.Column title={t('origin.address')} dataIndex="Content" />
      <Table.Column title={t('origin.priority')} cell={(_: unknown, __: number, s: CdnSource) => t(`origin.priority.${s.Priority}`)} />
      <Table.Column title={t('origin.weight')} dataIndex="Weight" />
      <Table.Column title={t('origin.port')} dataIndex="Port" />
    </Table>
  );
}
