import { Table } from '@alifd/next';
import { PageHeader } from './PageHeader';

export type Props = { title: string; emptyText: string };

/** A navigation target the emulator does not implement: its title and an empty list. */
export function PlaceholderPage({ title, emptyText }: Props) {
  return (
    <div className="page">
      <PageHeader title={title} />
      <Table dataSource={[]} emptyContent={emptyText} hasBorder={false}>
        <Table.Column title={title} dataIndex="id" />
      </Table>
    </div>
  );
}
