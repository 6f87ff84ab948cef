import type { ReactNode } from 'react';
import { Button, Dropdown, Menu } from '@alifd/next';

/** `label`: the product's More. */
export type Props = { label: string; onItemClick: (key: string) => void; children: ReactNode };

/** A row's More ▾ link and the menu it opens (its `Menu.Item`s are the children). */
export function MoreMenu({ label, onItemClick, children }: Props) {
  const trigger = (
    <Button text type="primary" className="more-trigger">
      {label}
      <span className="caret" aria-hidden />
    </Button>
  );
  return (
    <Dropdown trigger={trigger} triggerType="click" align="tr br">
      <Menu onItemClick={onItemClick}>{children}</Menu>
    </Dropdown>
  );
}
