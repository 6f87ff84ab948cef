import type { ReactNode } from 'react';
import { Button, Dropdown, Menu } from '@alifd/next';
import type { Translate } from '../lib/vocabulary';

export type Props = { t: Translate; onItemClick: (key: string) => void; children: ReactNode };

/** A row's More ▾ link and the menu it opens (its `Menu.Item`s are the children). */
export function MoreMenu({ t, onItemClick, children }: Props) {
  const trigger = (
    <Button text type="primary" className="more-trigger">
      {t('action.more')}
      <span className="caret" aria-hidden />
    </Button>
  );
  return (
    <Dropdown trigger={trigger} triggerType="click" align="tr br">
      <Menu onItemClick={onItemClick}>{children}</Menu>
    </Dropdown>
  );
}
