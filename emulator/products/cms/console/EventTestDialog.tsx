import { useState } from 'react';
import { Form, Input, Select } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { onValue } from '../../../console/src/lib/onValue';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { runCms } from './cmsApi';
import { sampleEvent, SYSTEM_EVENTS } from './eventCatalog';
import type { EventRule } from './types';

export type Props = { rule: EventRule; t: Translate; onClose: () => void };

/**
 * The Create event test panel (创建事件调试) of a system event rule: one of the rule's events, its content as JSON
 * (editable), OK sends it (SendDryRunSystemEvent) so that the rule's targets are notified.
 */
export function EventTestDialog({ rule, t, onClose }: Props) {
  const pattern = rule.EventPattern.EventPattern[0];
  const product = pattern?.Product ?? 'ecs';
  const catalog = SYSTEM_EVENTS[product as keyof typeof SYSTEM_EVENTS] ?? [];
  const named = (pattern?.NameList?.NameList ?? []).filter((n) => n !== '*');
  const choices = named.length ? named : catalog.map((e) => e.name);
  const levelOf = (n: string) => catalog.find((e) => e.name === n)?.level ?? 'INFO';
  const [event, setEvent] = useState(choices[0] ?? '');
  const [content, setContent] = useState(event ? sampleEvent(product, event, levelOf(event)) : '');
  const [error, setError] = useState<string | undefined>();
  const submit = async () => {
    try {
      JSON.parse(content);
    } catch {
      setError(t('event.test.err.json'));
      return false;
    }
    return runCms('SendDryRunSystemEvent', { Product: product, EventName: event, EventContent: content, ...(rule.GroupId ? { GroupId: rule.GroupId } : {}) }, t, t('toast.eventTestSent'));
  };
  return (
    <ConfirmDialog title={t('event.test.title')} width={640} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} okDisabled={!event} onOk={submit} onClose={onClose}>
      <Form labelAlign="top">
        <Form.Item label={t('event.test.event')} required>
          <Select aria-label={t('event.test.event')} value={event} dataSource={choices} onChange={onValue<string>((v) => (setEvent(v), setContent(sampleEvent(product, v, levelOf(v)))))} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('event.test.content')} validateState={error ? 'error' : undefined} help={error}>
          <Input.TextArea aria-label={t('event.test.content')} rows={10} value={content} onChange={onValue<string>((v) => (setContent(v), setError(undefined)))} />
        </Form.Item>
      </Form>
    </ConfirmDialog>
  );
}
