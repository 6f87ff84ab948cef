// Table cells and description values of the page kinds: how one field of an API item is shown.
import type { ReactNode } from 'react';
import { Link } from '../src/components/Link';
import { StatusTag } from '../src/components/StatusTag';
import { formatTime } from '../src/lib/format';
import { zoneName } from '../src/lib/names';
import type { Lang, Translate } from '../src/lib/vocabulary';
import type { KindComponents } from './context';
import { fill, get } from './resolve';
import type { ColumnSpec } from './spec';

type Obj = Record<string, unknown>;

const text = (v: unknown) => (v === undefined || v === null || v === '' ? '-' : Array.isArray(v) ? v.join(', ') || '-' : String(v));

export function cellOf(col: Pick<ColumnSpec, 'field' | 'cell' | 'sub' | 'link' | 'labels' | 'tones' | 'renderer' | 'key'>, row: Obj, t: Translate, components: KindComponents, lang: Lang): ReactNode {
  const value = col.field ? get(row, col.field) : undefined;
  switch (col.cell ?? 'text') {
    case 'idName':
      return (
        <div className="cell-lines">
          {col.link ? <Link to={fill(col.link, row)}>{text(value)}</Link> : <div>{text(value)}</div>}
          <div className="cell-sub">{text(col.sub ? get(row, col.sub) : undefined)}</div>
        </div>
      );
    case 'status': {
      const key = `${col.labels ?? 'status.'}${String(value)}`;
      return <StatusTag label={t.has(key) ? t(key) : text(value)} tone={col.tones?.[String(value)] ?? 'pending'} />;
    }
    case 'label': {
      const key = `${col.labels ?? ''}${String(value)}`;
      return t.has(key) ? t(key) : text(value);
    }
    case 'time':
      return typeof value === 'string' && value ? formatTime(value) : '-';
    case 'zone':
      return typeof value === 'string' ? zoneName(value, t) : '-';
    case 'custom': {
      const render = components.cells?.[col.renderer ?? ''];
      if (!render) throw new Error(`column "${col.key}": the product registers no cell renderer "${col.renderer}"`);
      return render(row, t, lang);
    }
    default:
      return col.link && value ? <Link to={fill(col.link, row)}>{text(value)}</Link> : text(value);
  }
}
