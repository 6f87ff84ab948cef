import { Button, Dropdown, Menu } from '@alifd/next';
import { navigate } from '../../../console/src/lib/router';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { LoadBalancer } from './types';

export type InstanceAction = 'delete' | 'protection' | 'start' | 'stop' | 'release';
/** Row actions that open a page of their own. */
const PAGES: Record<string, (base: string) => string> = { addBackend: (base) => `${base}?tab=backends&add=1`, changeSpec: (base) => `${base}/spec` };
export type Props = {
  row: LoadBalancer;
  t: Translate;
  /** The variant slb-add-backend-moved: Add Backend Server is an item of the More menu. */
  addBackendInMore?: boolean;
  /** The 2019–2021 consoles (flag classicInstanceActions): More holds Start, Stop and Release Settings instead of Delete. */
  classic?: boolean;
  /** The 2019–2021 consoles (flag listenerDialog): Configure Listener opens the one-screen dialog on the Listeners tab, not today's wizard. */
  listenerDialog?: boolean;
  onAction: (kind: InstanceAction, row: LoadBalancer) => void;
};

/** The Actions cell of a CLB row: Configure Listener, Add Backend Server, and More (Change Specification of a pay-as-you-go CLB, Set Delete Protection, Delete; or Start, Stop, Release Settings). */
export function InstanceActions({ row, t, addBackendInMore, classic, listenerDialog, onAction }: Props) {
  const more = (
    <Button text type="primary" className="more-trigger">
      {t('action.more')}
      <span className="caret" aria-hidden />
    </Button>
  );
  const base = `/slb/instances/${row.LoadBalancerId}`;
  return (
    <div className="row-actions">
      <Button text type="primary" onClick={() => navigate(listenerDialog ? `${base}?tab=listeners&wizard=1` : `${base}/listeners/create`)}>
        {t('action.configureListener')}
      </Button>
      {!addBackendInMore && (
        <Button text type="primary" onClick={() => navigate(`${base}?tab=backends&add=1`)}>
          {t('action.addBackend')}
        </Button>
      )}
      <Dropdown trigger={more} triggerType="click" align="tr br">
        <Menu onItemClick={(key: string) => (PAGES[key] ? navigate(PAGES[key](base)) : onAction(key as InstanceAction, row))}>
          {addBackendInMore && <Menu.Item key="addBackend">{t('action.addBackend')}</Menu.Item>}
          {classic && <Menu.Item key="start" disabled={row.LoadBalancerStatus === 'active'}>{t('action.start')}</Menu.Item>}
          {classic && <Menu.Item key="stop" disabled={row.LoadBalancerStatus !== 'active'}>{t('action.stop')}</Menu.Item>}
          {row.PayType !== 'PrePay' && <Menu.Item key="changeSpec">{t('action.changeSpec')}</Menu.Item>}
          <Menu.Item key="protection">{t('action.deleteProtection')}</Menu.Item>
          {classic ? <Menu.Item key="release">{t('action.releaseSettings')}</Menu.Item> : <Menu.Item key="delete">{t('action.delete')}</Menu.Item>}
        </Menu>
      </Dropdown>
    </div>
  );
}
