import { Button, Dialog, Message, Table } from '@alifd/next';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { CreateAccessKey } from './types';

export type Props = { created: CreateAccessKey['AccessKey']; t: Translate; onClose: () => void };

/** Shows a new AccessKey pair once, as the console does: the secret cannot be queried afterwards. */
export function NewAccessKeyDialog({ created, t, onClose }: Props) {
  const copy = async () => {
    const text = `AccessKey ID: ${created.AccessKeyId}\nAccessKey Secret: ${created.AccessKeySecret}`;
    // Without clipboard permission (a headless browser) the copy silently does nothing, as in the console.
    await navigator.clipboard?.writeText(text).catch(() => undefined);
    Message.success(t('ak.copied'));
  };
  const download = () => {
    const csv = `AccessKey ID,AccessKey Secret\n${created.AccessKeyId},${created.AccessKeySecret}\n`;
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
    link.download = 'AccessKey.csv';
    link.click();
  };
  return (
    <Dialog v2 visible title={t('ak.created.title')} width={720} onOk={onClose} onClose={onClose} footerActions={['ok']} okProps={{ children: t('ak.created.close') }}>
      <p style={{ margin: "0 0 12px" }}>{t('ak.created.once')}</p>
      <div className="list-toolbar">
        <Button onClick={download}>{t('ak.downloadCsv')}</Button>
      </div>
      <Table dataSource={[created]} primaryKey="AccessKeyId" aria-label={t('ak.created.title')} hasBorder={false}>
        <Table.Column title={t('ak.col.id')} dataIndex="AccessKeyId" />
        <Table.Column title={t('ak.col.secret')} dataIndex="AccessKeySecret" />
        <Table.Column
          title={t('common.actions')}
          width={100}
          cell={() => (
            <Button text type="primary" onClick={copy}>
              {t('ak.copy')}
            </Button>
          )}
        />
      </Table>
    </Dialog>
  );
}
