// The controls a page description's actions become: buttons, text links, icon-only buttons with their
// aria-label and title, ⋮ / More menus with submenus, popconfirms; and the host that opens their dialogs.
import { useState, type ReactElement, type ReactNode } from 'react';
import { Balloon, Button, Dropdown, Icon, Menu, Message } from '@alifd/next';
import { Link } from '../src/components/Link';
import { notifyApiError } from '../src/lib/apiErrors';
import { useConsole } from '../src/lib/ConsoleContext';
import { navigate } from '../src/lib/router';
import { ActionDialog } from './ActionDialog';
import { runCalls } from './calls';
import { useKinds } from './context';
import { fill, holds, type Scope } from './resolve';
import { isGroup, type ActionSpec, type IconName, type MenuSpec } from './spec';

/** Fusion's icon names for the icons descriptions use (the class `next-icon-<type>` is what a page reader sees). */
const ICONS: Record<IconName, string> = { more: 'more', refresh: 'refresh', settings: 'set', download: 'download', edit: 'edit', search: 'search', help: 'help' };

export type Run = (action: ActionSpec, scope: Scope) => void;

/** Opens the dialogs a page's actions name; `onDone` runs after a dialog's last screen succeeded. */
export function useActionHost(onDone: () => void): { run: Run; dialog: ReactNode } {
  const { pages, components, t } = useKinds();
  const [open, setOpen] = useState<{ key: string; scope: Scope } | null>(null);
  const run: Run = (action, scope) => {
    if (action.dialog) setOpen({ key: action.dialog, scope });
    else if (action.to) navigate(fill(action.to, scope.row));
    else if (action.notice) Message.notice(t(action.notice));
  };
  let dialog: ReactNode = null;
  if (open) {
    const spec = pages.get(open.key);
    const close = () => setOpen(null);
    const done = () => {
      setOpen(null);
      onDone();
    };
    if (spec?.kind === 'dialog') dialog = <ActionDialog spec={spec} scope={open.scope} onClose={close} onDone={done} />;
    else if (spec?.kind === 'customDialog') {
      const Custom = components.dialogs?.[spec.component];
      if (!Custom) throw new Error(`dialog "${spec.key}": the product registers no dialog component "${spec.component}"`);
      dialog = <Custom spec={spec} scope={open.scope} onClose={close} onDone={done} />;
    } else throw new Error(`an action opens "${open.key}", which is not a dialog of this product`);
  }
  return { run, dialog };
}

export type ControlProps = {
  action: ActionSpec;
  scope: Scope;
  run: Run;
  /** `link`: a text button in a row or a details header; `button`: a toolbar button. */
  look: 'link' | 'button';
  onDone?: () => void;
  /** Overrides `enabled` (a batch button: enabled when every selected row allows it). */
  disabled?: boolean;
};

function Popconfirm({ action, scope, trigger, onDone }: { action: ActionSpec; scope: Scope; trigger: ReactElement; onDone?: () => void }) {
  const { t, service } = useKinds();
  const { regionId } = useConsole();
  const [visible, setVisible] = useState(false);
  const [busy, setBusy] = useState(false);
  const p = action.popconfirm!;
  const confirm = async () => {
    setBusy(true);
    try {
      await runCalls(p.calls, { ...scope, regionId }, service);
      Message.success(t(p.toast));
      setVisible(false);
      onDone?.();
    } catch (err) {
      notifyApiError(err, t);
    }
    setBusy(false);
  };
  return (
    <Balloon trigger={trigger} triggerType="click" visible={visible} onVisibleChange={setVisible} closable={false} align="t">
      <div className="popconfirm" role="alertdialog" aria-label={t(p.title)}>
        <p className="popconfirm-title">{t(p.title)}</p>
        <div className="popconfirm-buttons">
          <Button type="primary" size="small" loading={busy} onClick={confirm}>
            {t(p.ok)}
          </Button>
          <Button size="small" onClick={() => setVisible(false)}>
            {t('common.cancel')}
          </Button>
        </div>
      </div>
    </Balloon>
  );
}

/** One action as a control; nothing when its `visible` condition fails. */
export function ActionControl({ action, scope, run, look, onDone, disabled: forced }: ControlProps) {
  const { t } = useKinds();
  if (!holds(action.visible, scope)) return null;
  const label = t(action.label);
  const disabled = forced ?? !holds(action.enabled, scope);
  const click = () => run(action, scope);
  // A row's way to another page is a link, as the consoles draw Manage or Manage Rules.
  if (action.to && look === 'link' && !action.icon && !disabled) return <Link to={fill(action.to, scope.row)}>{label}</Link>;
  const control = action.icon ? (
    <Button text={look === 'link'} aria-label={label} title={label} disabled={disabled} onClick={action.popconfirm ? undefined : click} className="icon-button">
      <Icon type={ICONS[action.icon]} aria-hidden />
    </Button>
  ) : (
    <Button
      text={look === 'link'}
      type={look === 'link' || action.tone === 'primary' ? 'primary' : 'normal'}
      warning={action.tone === 'warning'}
      disabled={disabled}
      onClick={action.popconfirm ? undefined : click}
    >
      {label}
    </Button>
  );
  return action.popconfirm && !disabled ? <Popconfirm action={action} scope={scope} trigger={control} onDone={onDone} /> : control;
}

/** A ⋮ (or More) menu: its items and submenus, each item enabled by its condition. */
export function ActionMenu({ menu, scope, run }: { menu: MenuSpec; scope: Scope; run: Run }) {
  const { t } = useKinds();
  const label = t(menu.label);
  const items = new Map<string, ActionSpec>();
  const item = (a: ActionSpec) => {
    if (!holds(a.visible, scope)) return null;
    items.set(a.key, a);
    return (
      <Menu.Item key={a.key} disabled={!holds(a.enabled, scope)}>
        {t(a.label)}
      </Menu.Item>
    );
  };
  const trigger =
    menu.icon === 'more' ? (
      <Button text aria-label={label} title={label} className="icon-button more-trigger">
        <Icon type="more" aria-hidden />
      </Button>
    ) : (
      <Button text type="primary" className="more-trigger">
        {label}
        <span className="caret" aria-hidden />
      </Button>
    );
  return (
    <Dropdown trigger={trigger} triggerType="click" align="tr br">
      <Menu mode="popup" triggerType="hover" aria-label={label} onItemClick={(key: string) => items.has(key) && run(items.get(key)!, scope)}>
        {menu.items.map((i) =>
          isGroup(i) ? (
            <Menu.SubMenu key={i.key} label={t(i.label)}>
              {i.items.map(item)}
            </Menu.SubMenu>
          ) : (
            item(i)
          ),
        )}
      </Menu>
    </Dropdown>
  );
}
