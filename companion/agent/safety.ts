/**
 * Safety in a real console: an action that reads as destructive (its target's name, or the dialog it confirms)
 * always waits for the person's approval, whatever the mode. Against the emulator nothing real can be lost, so
 * nothing is held. Pure functions; the bridge's gate asks `approvalReason` before each page action.
 */
import type { Action, Element, PageSnapshot } from '../../protocol';

/** Verbs of irreversible console actions, English stems and Chinese words. Errs on the side of asking. */
const ENGLISH = /\b(releas\w*|delet\w*|remov\w*|unbind\w*|unbound|terminat\w*|destro\w*|reset\w*|detach\w*|disassociat\w*|purg\w*|eras(e|es|ed|ing)|wip(e|es|ed|ing)|revok\w*|uninstall\w*|unsubscrib\w*|drop)\b/i;
const CHINESE = /(释放|删除|移除|解绑|解除绑定|销毁|重置|退订|注销|清空|清除|卸载|撤销|吊销)/;
/** Buttons that back out of a dialog are safe even inside a "Delete instance" dialog. */
const BACK_OUT = /^\s*(cancel|close|no|back|取消|关闭|否|返回)\s*$/i;

export const REAL_CONSOLE_REASON = 'destructive action in a real console';

export function readsDestructive(text: string | null | undefined): boolean {
  return Boolean(text) && (ENGLISH.test(text!) || CHINESE.test(text!));
}

/** A tab is in a real console unless its host is the emulator's (no emulator known: every console is real). */
export function isRealConsole(pageUrl: string, emulatorUrl: string | null): boolean {
  if (!emulatorUrl) return true;
  try {
    return new URL(pageUrl).host !== new URL(emulatorUrl).host;
  } catch {
    return true;
  }
}

/** The element an action targets, by ref or by the point inside its box. */
export function targetElement(action: Action, page: PageSnapshot): Element | undefined {
  if ('ref' in action && action.ref) return page.elements.find((e) => e.ref === action.ref);
  if (!('point' in action) || !action.point) return undefined;
  const { x, y, space } = action.point;
  const px = space === 'norm1000' ? (x / 1000) * page.viewport.width : x;
  const py = space === 'norm1000' ? (y / 1000) * page.viewport.height : y;
  const inside = page.elements.filter((e) => px >= e.box.x && px <= e.box.x + e.box.width && py >= e.box.y && py <= e.box.y + e.box.height);
  // The smallest box is the innermost element under the point.
  return inside.sort((a, b) => a.box.width * a.box.height - b.box.width * b.box.height)[0];
}

/** The text that makes the action destructive (target name, or the title of the dialog it confirms), else null. */
export function destructiveText(action: Action, page: PageSnapshot): string | null {
  const commits = action.type === 'click' || action.type === 'double_click' || action.type === 'check'
    || (action.type === 'type' && action.submit === true)
    || (action.type === 'press' && /^(enter|space|numpadenter)$/i.test(action.key));
  if (!commits) return null;
  const el = targetElement(action, page);
  if (el && readsDestructive(el.name)) return el.name;
  if (el && BACK_OUT.test(el.name)) return null;
  const dialogs = (el?.within ?? []).filter((w) => w.startsWith('dialog:')).map((w) => w.slice('dialog:'.length));
  if (!el && page.dialog) dialogs.push(page.dialog);
  if (el && !dialogs.length && page.dialog && !el.blocked && action.type !== 'check') dialogs.push(page.dialog);
  return dialogs.find((d) => readsDestructive(d)) ?? null;
}

/** Why this action must wait for the person even in auto mode, or null when it need not. */
export function approvalReason(action: Action, page: PageSnapshot, emulatorUrl: string | null): string | null {
  if (!isRealConsole(page.url, emulatorUrl)) return null;
  return destructiveText(action, page) ? REAL_CONSOLE_REASON : null;
}
