import type { MouseEvent, ReactNode } from 'react';
import { consoleHref, navigate } from '../lib/router';

export type Props = { to: string; children: ReactNode; className?: string; title?: string; /** aria-label, for a link that shows only an icon. */ label?: string };

/** An anchor that routes inside the console (keeping the region) instead of reloading the page. */
export function Link({ to, children, className, title, label }: Props) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(to);
  };
  return (
    <a href={consoleHref(to)} onClick={onClick} className={className} title={title} aria-label={label}>
      {children}
    </a>
  );
}
