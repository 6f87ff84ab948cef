// The details page's All Actions button: a pane with a search box over every action of the resource, in groups.
import { useState } from 'react';
import { Button, Input, Overlay } from '@alifd/next';
import { onValue } from '../src/lib/onValue';
import type { Run } from './actions';
import { useKinds } from './context';
import { holds, type Scope } from './resolve';
import type { DetailsPageSpec } from './spec';

export type Props = { spec: NonNullable<DetailsPageSpec['allActions']>; scope: Scope; run: Run };

export function AllActions({ spec, scope, run }: Props) {
  const { t } = useKinds();
  const [visible, setVisible] = useState(false);
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const groups = spec.groups
    .map((g) => ({ ...g, items: g.items.filter((a) => holds(a.visible, scope) && (!needle || t(a.label).toLowerCase().includes(needle))) }))
    .filter((g) => g.items.length > 0);
  const trigger = (
    <Button className="all-actions-trigger" aria-expanded={visible} aria-haspopup="dialog">
      {t(spec.label)}
      <span className="caret" aria-hidden />
    </Button>
  );
  return (
    <Overlay.Popup trigger={trigger} triggerType="click" visible={visible} onVisibleChange={(v: boolean) => { setVisible(v); if (!v) setSearch(''); }} align="tr br">
      <div className="all-actions-pane" role="dialog" aria-label={t(spec.label)}>
        <Input aria-label={t(spec.search)} placeholder={t(spec.search)} value={search} onChange={onValue<string>(setSearch)} hasClear autoFocus className="all-actions-search" />
        <div className="all-actions-groups">
          {groups.map((g) => (
            <section key={g.key} className="all-actions-group" aria-label={t(g.label)}>
              <h3 className="all-actions-group-title">{t(g.label)}</h3>
              {g.items.map((a) => (
                <Button key={a.key} text type="primary" disabled={!holds(a.enabled, scope)} onClick={() => { setVisible(false); setSearch(''); run(a, scope); }}>
                  {t(a.label)}
                </Button>
              ))}
            </section>
          ))}
          {groups.length === 0 && <div className="empty-hint">{t('common.noData')}</div>}
        </div>
      </div>
    </Overlay.Popup>
  );
}
