import { Button, Dropdown, Menu } from '@alifd/next';
import { Link } from '../../../console/src/components/Link';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { TRANSITIONAL, type Instance } from './types';

export type InstanceAction = 'start' | 'stop' | 'restart' | 'release' | 'modify' | 'createImage' | 'resetPassword' | 'changeType' | 'bindKeyPair';
export type Props = { instance: Instance; t: Translate; onAction: (kind: InstanceAction, instance: Instance) => void };

/** The Actions cell of an instance row: Manage, Start or Stop, and a More menu (instance status, instance settings). */
export function InstanceActions({ instance, t, onAction }: Props) {
  const busy = TRANSITIONAL.has(instance.Status);
  const running = instance.Status === 'Running';
  const stopped = instance.Status === 'Stopped';
  const more = (
    <Button text type="primary" className="more-trigger">
      {t('action.more')}
      <span className="caret" aria-hidden />
    </Button>
  );
  return (
    <div className="row-actions">
      <Link to={`/ecs/instances/${instance.InstanceId}`}>{t('action.manage')}</Link>
      {running || busy ? (
        <Button text type="primary" disabled={busy} onClick={() => onAction('stop', instance)}>
          {t('action.stop')}
        </Button>
      ) : (
        <Button text type="primary" disabled={!stopped} onClick={() => onAction('start', instance)}>
          {t('action.start')}
        </Button>
      )}
      <Dropdown trigger={more} triggerType="click" align="tr br">
        <Menu onItemClick={(key: string) => onAction(key as InstanceAction, instance)}>
          <Menu.Group label={t('more.status')}>
            <Menu.Item key="start" disabled={!stopped}>
              {t('action.start')}
            </Menu.Item>
            <Menu.Item key="stop" disabled={!running}>
              {t('action.stop')}
            </Menu.Item>
            <Menu.Item key="restart" disabled={!running}>
              {t('action.restart')}
            </Menu.Item>
            <Menu.Item key="release" disabled={busy}>
              {t('action.release')}
            </Menu.Item>
          </Menu.Group>
          <Menu.Group label={t('more.settings')}>
            <Menu.Item key="modify">{t('action.modify')}</Menu.Item>
            <Menu.Item key="resetPassword" disabled={busy}>{t('action.resetPassword')}</Menu.Item>
            <Menu.Item key="bindKeyPair" disabled={busy}>{t('action.bindKeyPair')}</Menu.Item>
          </Menu.Group>
          <Menu.Group label={t('more.configuration')}>
            <Menu.Item key="changeType" disabled={busy}>{t('action.changeType')}</Menu.Item>
          </Menu.Group>
          <Menu.Group label={t('more.diskImage')}>
            <Menu.Item key="createImage" disabled={!running && !stopped}>
              {t('action.createImage')}
            </Menu.Item>
          </Menu.Group>
        </Menu>
      </Dropdown>
    </div>
  );
}
