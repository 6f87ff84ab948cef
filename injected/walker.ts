/** The contract between the snapshot walk (snapshot.ts) and the widget repairs (fusion.ts, tables.ts, overlays.ts). */
import type { Element as ElementInfo } from '../protocol/observation';
import type { Frame, Rect } from './dom';

export type { ElementInfo };

/** A labelled form row (Fusion `Form.Item`): its label names the first field, its help or error attaches to it. */
export interface Field {
  label: string;
  help: string;
  invalid: boolean;
  required: boolean;
  used: boolean;
}

export interface Ctx {
  /** Containers from outermost to innermost (`dialog:Stop Instance`, `table:Instances`, ...). */
  within: string[];
  frame: Frame;
  /** Behind an open modal. */
  blocked: boolean;
  /** Visible area (top viewport coordinates) after clipping by known scroll containers. */
  clip: Rect;
  field?: Field;
  /** An ancestor already emitted this text (as a text element, a cell value or a label). */
  textTaken: boolean;
  /** Inside a table cell: the cell element carries text and statuses; only interactive elements are listed. */
  inCell: boolean;
  /** Inside a navigation menu: menu items read as `navitem`. */
  inNav: boolean;
}

export type Extra = Partial<Omit<ElementInfo, 'ref' | 'role' | 'name' | 'box' | 'inViewport' | 'isNew' | 'within'>>;

export interface Walker {
  /** List the cells of table rows outside the viewport too (their controls are always listed). */
  readonly allRows: boolean;
  /** Visit one element (and, unless it is a leaf, its subtree). */
  visit(el: Element, ctx: Ctx): void;
  /** Visit the rendered children: shadow root first, slots resolved, same-origin iframes entered. */
  children(el: Element, ctx: Ctx): void;
  /** Add an element to the snapshot; `target` is the element that receives the click, when not `el`. */
  emit(el: Element, role: string, name: string, ctx: Ctx, extra?: Extra): ElementInfo;
  /** The record already emitted for a DOM element. */
  recordOf(el: Element): ElementInfo | undefined;
  /** Number of records so far, and the records emitted since such a count. */
  count(): number;
  since(count: number): ElementInfo[];
}

/** Result of a widget repair: 'done' (subtree handled), a new context to continue with, or null (not this widget). */
export type WidgetResult = 'done' | Ctx | null;
export type Widget = (w: Walker, el: Element, ctx: Ctx) => WidgetResult;

export const within = (ctx: Ctx, kind: string, name: string): Ctx => ({
  ...ctx,
  within: [...ctx.within, name ? `${kind}:${name}` : kind],
});

/** The form row's field, claimed by the first control that asks (so its label names only one control). */
export function takeField(ctx: Ctx): Field | undefined {
  const f = ctx.field;
  if (!f || f.used) return undefined;
  f.used = true;
  return f;
}

/** Drops undefined/false entries, so the JSON stays small. */
export function states(s: Record<string, boolean | undefined>): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  for (const [k, v] of Object.entries(s)) if (v !== undefined && (v || k === 'checked' || k === 'expanded' || k === 'selected')) out[k] = v;
  return out;
}
