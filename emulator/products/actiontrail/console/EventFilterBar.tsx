import { useEffect, useRef } from 'react';
import type { Translate } from '../../../console/src/lib/vocabulary';

/** Attributes LookupEvents filters on, in the order of the console's drop-down list. */
export const ATTRIBUTES = ['EventName', 'ResourceType', 'ResourceName', 'User', 'ServiceName', 'EventAccessKeyId'] as const;
export type Attribute = (typeof ATTRIBUTES)[number];
export const RANGES = { '1h': 3600_000, '1d': 86_400_000, '7d': 7 * 86_400_000, '30d': 30 * 86_400_000 } as const;
export type Range = keyof typeof RANGES;

export const RW = ['All', 'Write', 'Read'] as const;
export type Rw = (typeof RW)[number];

export type Query = { key: Attribute; value: string; range: Range; rw: Rw };

/** How a console generation draws the bar: an icon for Search (2021), an Event Type list, the attribute it starts at (2019: User). */
export type BarOptions = { searchIcon?: boolean; eventType?: boolean; defaultKey?: Attribute };

type Labels = Record<string, string>;

const STYLE = `
:host { display: block; margin-bottom: 12px; }
.bar { display: flex; align-items: center; gap: 8px; flex-wrap: wrap; font: 12px/1.5 -apple-system, "Segoe UI", "PingFang SC", sans-serif; color: #333; }
select, input { height: 32px; box-sizing: border-box; border: 1px solid #dcdfe6; border-radius: 2px; padding: 0 8px; font: inherit; background: #fff; color: #333; }
select:focus, input:focus, button:focus-visible { outline: none; border-color: #0064c8; }
input { width: 300px; }
button { height: 32px; padding: 0 16px; border: 1px solid #c0c6cc; border-radius: 2px; background: #fff; color: #333; font: inherit; cursor: pointer; }
button.primary { background: #0064c8; border-color: #0064c8; color: #fff; }
button.primary:hover { background: #0056ac; }
button.icon { width: 32px; padding: 0; }
button.icon .icon-search { display: inline-block; width: 10px; height: 10px; border: 2px solid currentColor; border-radius: 50%; }
`;

/**
 * `<at-event-filter>`: Event Query's filter bar, a custom element that draws its controls in an open shadow root
 * (as the real console's filter widget does): attribute select, value box, time range, Search and Reset. It fires
 * `query` ({key, value, range}) on Search, Enter and Reset. Labels come in through the `labels` property.
 */
class EventFilterElement extends HTMLElement {
  private labels: Labels = {};
  private options: BarOptions = {};
  private state: Query = { key: 'EventName', value: '', range: '7d', rw: 'All' };

  constructor() {
    super();
    this.attachShadow({ mode: 'open' });
  }

  setLabels(labels: Labels) {
    this.labels = labels;
    this.render();
  }

  setOptions(options: BarOptions) {
    this.options = options;
    this.state = { ...this.state, key: options.defaultKey ?? 'EventName' };
    this.render();
  }

  private fire() {
    this.dispatchEvent(new CustomEvent<Query>('query', { detail: { ...this.state, value: this.state.value.trim() }, bubbles: true, composed: true }));
  }

  private render() {
    const root = this.shadowRoot!;
    const l = this.labels;
    const option = (value: string, label: string, selected: boolean) => {
      const o = document.createElement('option');
      o.value = value;
      o.textContent = label;
      o.selected = selected;
      return o;
    };
    const bar = document.createElement('div');
    bar.className = 'bar';
    bar.setAttribute('role', 'search');
    bar.setAttribute('aria-label', l.bar ?? '');

    const attribute = document.createElement('select');
    attribute.setAttribute('aria-label', l.attribute ?? '');
    for (const key of ATTRIBUTES) attribute.append(option(key, l[`attr.${key}`] ?? key, key === this.state.key));
    const value = document.createElement('input');
    value.type = 'text';
    value.setAttribute('aria-label', l.value ?? '');
    value.placeholder = l[`placeholder.${this.state.key}`] ?? '';
    value.value = this.state.value;
    attribute.addEventListener('change', () => {
      this.state.key = attribute.value as Attribute;
      value.placeholder = l[`placeholder.${this.state.key}`] ?? '';
    });
    value.addEventListener('input', () => (this.state.value = value.value));
    value.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') this.fire();
    });
    const range = document.createElement('select');
    range.setAttribute('aria-label', l.range ?? '');
    for (const key of Object.keys(RANGES)) range.append(option(key, l[`range.${key}`] ?? key, key === this.state.range));
    range.addEventListener('change', () => (this.state.range = range.value as Range));

    const rw = document.createElement('select');
    rw.setAttribute('aria-label', l.eventType ?? '');
    for (const key of RW) rw.append(option(key, l[`rw.${key}`] ?? key, key === this.state.rw));
    rw.addEventListener('change', () => (this.state.rw = rw.value as Rw));

    const search = document.createElement('button');
    search.type = 'button';
    search.className = this.options.searchIcon ? 'primary icon' : 'primary';
    if (this.options.searchIcon) {
      search.setAttribute('aria-label', l.search ?? 'Search');
      const glyph = document.createElement('span');
      glyph.className = 'icon-search';
      glyph.setAttribute('aria-hidden', 'true');
      search.append(glyph);
    }
    else search.textContent = l.search ?? 'Search';
    search.addEventListener('click', () => this.fire());
    const reset = document.createElement('button');
    reset.type = 'button';
    reset.textContent = l.reset ?? 'Reset';
    reset.addEventListener('click', () => {
      this.state = { key: this.options.defaultKey ?? 'EventName', value: '', range: '7d', rw: 'All' };
      this.render();
      this.fire();
    });

    bar.append(attribute, value, ...(this.options.eventType ? [rw] : []), range, search, reset);
    const style = document.createElement('style');
    style.textContent = STYLE;
    root.replaceChildren(style, bar);
  }
}

const TAG = 'at-event-filter';
if (!customElements.get(TAG)) customElements.define(TAG, EventFilterElement);

/** Mounts `<at-event-filter>` and forwards its `query` events. */
export function EventFilterBar({ t, options, onQuery }: { t: Translate; options: BarOptions; onQuery: (q: Query) => void }) {
  const host = useRef<HTMLDivElement>(null);
  const element = useRef<EventFilterElement | null>(null);
  const handler = useRef(onQuery);
  handler.current = onQuery;

  useEffect(() => {
    const el = document.createElement(TAG) as EventFilterElement;
    const listener = (e: Event) => handler.current((e as CustomEvent<Query>).detail);
    el.addEventListener('query', listener);
    host.current!.append(el);
    element.current = el;
    return () => {
      el.removeEventListener('query', listener);
      el.remove();
    };
  }, []);

  useEffect(() => {
    const labels: Labels = {
      bar: t('events.title'),
      attribute: t('filter.attribute'),
      value: t('filter.value'),
      range: t('filter.timeRange'),
      search: t('filter.search'),
      reset: t('filter.reset'),
      eventType: t('filter.eventType'),
    };
    for (const key of RW) labels[`rw.${key}`] = t(`filter.rw.${key}`);
    for (const key of ATTRIBUTES) {
      labels[`attr.${key}`] = t(`filter.${key}`);
      labels[`placeholder.${key}`] = t(`filter.placeholder.${key}`);
    }
    for (const key of Object.keys(RANGES)) labels[`range.${key}`] = t(`range.${key}`);
    element.current?.setLabels(labels);
  }, [t]);

  const { searchIcon, eventType, defaultKey } = options;
  useEffect(() => {
    element.current?.setOptions({ searchIcon, eventType, defaultKey });
  }, [searchIcon, eventType, defaultKey]);

  return <div ref={host} className="event-filter-host" />;
}
