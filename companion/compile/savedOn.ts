/**
 * Settings a console saves on the resource they belong to, not through the API whose nouns the doc uses: a CLB
 * listener's access control ("More > Set Access Control", "开启访问控制") is the listener's own AclStatus, saved by
 * its Set…ListenerAttribute call (the provisioner's listener is TCP), while SetAccessControlListAttribute only renames
 * an access control list.
 */
import type { CatalogueProduct } from './catalogue';
import type { Choice } from './decisive';
import type { Signal } from './signals';

interface SavedSetting {
  /** The action the doc's words point to. */
  named: string;
  /** A word of the resource the setting is on, in the procedure's signals. */
  on: string;
  /** The action the console calls, and the switch it sets. */
  action: string;
  param: string;
}

const SAVED_ON: readonly SavedSetting[] = [
  { named: 'SetAccessControlListAttribute', on: 'listener', action: 'SetLoadBalancerTCPListenerAttribute', param: 'AclStatus' },
];

/** Words of a title or a click that turn a setting off. */
const OFF = /\b(?:disable|turn\s+off|close)\b|关闭|禁用|停用/i;

/** The choice the console really makes for a setting saved on its resource, with the switch's value. */
export function savedOn(product: CatalogueProduct, choice: Choice, signals: Signal[]): { choice: Choice; params: Record<string, string> } | undefined {
  const setting = SAVED_ON.find((s) => s.named === choice.action.name && signals.some((x) => x.words.includes(s.on)));
  const action = setting && product.actions.find((a) => a.name === setting.action);
  if (!setting || !action) return undefined;
  const off = signals.some((s) => (s.kind === 'title' || s.kind === 'click' || s.kind === 'step') && OFF.test(s.text) && /access\s+control|访问控制/i.test(s.text));
  return { choice: { ...choice, action }, params: { [setting.param]: off ? 'off' : 'on' } };
}
