import { useState } from 'react';
import { Form, Input, Radio, Select, Switch } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { onValue } from '../../../console/src/lib/onValue';
import { runAction } from '../../../console/src/lib/runAction';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { ForwardingRule, VServerGroupSummary } from './types';

type Props = { rule: ForwardingRule; groups: VServerGroupSummary[]; regionId: string; t: Translate; onClose: () => void; onDone: () => void };

/**
 * Edit Forwarding Rule: the rule's VServer group and its own advanced settings (scheduling algorithm, session
 * persistence with an inserted or rewritten cookie, health check), saved by SetRule with ListenerSync off.
 */
export function RuleEditDialog({ rule, groups, regionId, t, onClose, onDone }: Props) {
  const [group, setGroup] = useState(rule.VServerGroupId);
  const [scheduler, setScheduler] = useState(rule.Scheduler === 'sch' || rule.Scheduler === 'tch' ? 'wrr' : rule.Scheduler);
  const [sticky, setSticky] = useState(rule.StickySession === 'on');
  const [cookieType, setCookieType] = useState<'insert' | 'server'>(rule.StickySessionType ?? 'insert');
  const [timeout, setTimeoutValue] = useState(rule.CookieTimeout ?? 1000);
  const [cookie, setCookie] = useState(rule.Cookie ?? '');
  const [health, setHealth] = useState(rule.HealthCheck === 'on');
  const [path, setPath] = useState(rule.HealthCheckURI ?? '/');
  const save = async () => {
    const params = {
      RegionId: regionId, RuleId: rule.RuleId, VServerGroupId: group, ListenerSync: 'off', Scheduler: scheduler,
      StickySession: sticky ? 'on' : 'off', ...(sticky ? (cookieType === 'insert' ? { StickySessionType: 'insert', CookieTimeout: timeout } : { StickySessionType: 'server', Cookie: cookie }) : {}),
      HealthCheck: health ? 'on' : 'off', ...(health ? { HealthCheckURI: path } : {}),
    };
    const ok = await runAction('Slb', 'SetRule', params, t, t('rules.edit.done'));
    if (ok) onDone();
    return ok;
  };
  return (
    <ConfirmDialog title={t('rules.edit.title')} width={640} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onClose={onClose} onOk={save}>
      <Form labelAlign="top" aria-label={t('rules.edit.title')}>
        <Form.Item label={t('rules.group')} required>
          <Select aria-label={t('rules.group')} value={group} dataSource={groups.map((g) => ({ value: g.VServerGroupId, label: g.VServerGroupName }))} onChange={onValue<string>(setGroup)} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('rules.scheduler')}>
          <Radio.Group aria-label={t('rules.scheduler')} value={scheduler} onChange={onValue<string>(setScheduler)}>
            {['wrr', 'rr', 'wlc'].map((s) => (
              <Radio key={s} value={s}>
                {t(`scheduler.${s}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item label={t('rules.sticky')}>
          <Switch aria-label={t('rules.sticky')} checked={sticky} onChange={(v: boolean) => setSticky(v)} />
        </Form.Item>
        {sticky && (
          <Form.Item label={t('rules.cookieType')}>
            <Radio.Group aria-label={t('rules.cookieType')} value={cookieType} onChange={onValue<'insert' | 'server'>(setCookieType)}>
              <Radio value="insert">{t('rules.cookie.insert')}</Radio>
              <Radio value="server">{t('rules.cookie.server')}</Radio>
            </Radio.Group>
          </Form.Item>
        )}
        {sticky && cookieType === 'insert' && (
          <Form.Item label={t('rules.cookieTimeout')}>
            <Input htmlType="number" aria-label={t('rules.cookieTimeout')} value={String(timeout)} onChange={onValue<string>((v) => setTimeoutValue(Number(v)))} />
          </Form.Item>
        )}
        {sticky && cookieType === 'server' && (
          <Form.Item label={t('rules.cookie')} required>
            <Input aria-label={t('rules.cookie')} value={cookie} onChange={onValue<string>(setCookie)} />
          </Form.Item>
        )}
        <Form.Item label={t('rules.health')}>
          <Switch aria-label={t('rules.health')} checked={health} onChange={(v: boolean) => setHealth(v)} />
        </Form.Item>
        {health && (
          <Form.Item label={t('rules.healthPath')}>
            <Input aria-label={t('rules.healthPath')} value={path} onChange={onValue<string>(setPath)} />
          </Form.Item>
        )}
      </Form>
    </ConfirmDialog>
  );
}
