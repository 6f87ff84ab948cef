import type { ReactNode } from 'react';
import { Button, Form, Input, Table } from '@alifd/next';
import { onValue } from '../../../console/src/lib/onValue';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { PickedServer } from './MyServersDialog';

type Props = {
  t: Translate;
  /** Vocabulary keys of the name field and the servers field. */
  nameKey: string;
  serversKey: string;
  serversHelp?: string;
  name: string;
  onName: (name: string) => void;
  error: { name?: string; servers?: string };
  servers: PickedServer[];
  onAdd: () => void;
  /** A column after Port and Weight (the primary/secondary group's Type). */
  extraColumn?: ReactNode;
};

/** The form of a server-group panel (VServer group, primary/secondary group): its name, then Add and the servers chosen. */
export function ServerGroupFields({ t, nameKey, serversKey, serversHelp, name, onName, error, servers, onAdd, extraColumn }: Props) {
  return (
    <Form labelAlign="top">
      <Form.Item label={t(nameKey)} required validateState={error.name ? 'error' : undefined} help={error.name} extra={<span className="field-help">{t('vsg.name.help')}</span>}>
        <Input aria-label={t(nameKey)} value={name} maxLength={80} onChange={onValue<string>(onName)} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label={t(serversKey)} validateState={error.servers ? 'error' : undefined} help={error.servers} extra={serversHelp && <span className="field-help">{serversHelp}</span>}>
        <Button onClick={onAdd}>{t('backends.add')}</Button>
        {servers.length > 0 && (
          <Table dataSource={servers} primaryKey="ServerId" aria-label={t(serversKey)} hasBorder={false}>
            <Table.Column title={t('backends.col.server')} cell={(_: unknown, __: number, s: PickedServer) => `${s.Name} (${s.ServerId})`} />
            <Table.Column title={t('vsg.port')} dataIndex="Port" />
            <Table.Column title={t('backends.col.weight')} dataIndex="Weight" />
            {extraColumn}
          </Table>
        )}
      </Form.Item>
    </Form>
  );
}
