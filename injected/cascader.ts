/**
 * Fusion CascaderSelect: a Select whose popup (`.next-cascader`) shows one `ul[role=listbox]` column per level
 * side by side, items `li[role=option]`; a branch carries an arrow icon and opens the next column on click
 * (`.next-expanded`), a leaf selects and closes the popup. The trigger shows the path as "A / B".
 */
import { clean, isRendered } from './dom';

/** Paths are written "A > B", "A / B" (Fusion's own display) or "A › B". */
export const PATH_SEP = /\s*(?:>|›|\s\/\s)\s*|(?<=\S)\/(?=\S)/;

export function isCascader(menu: Element): boolean {
  return !!menu.querySelector('.next-cascader');
}

/** The columns, left to right, each with its rendered items. */
export function columns(menu: Element): Element[][] {
  return [...menu.querySelectorAll('.next-cascader-menu')].map((ul) => [...ul.querySelectorAll('[role=option], [role=menuitem]')].filter(isRendered));
}

export const labelOf = (item: Element): string => clean(item.getAttribute('title')) || clean(item.textContent);
export const isBranch = (item: Element): boolean => !!item.querySelector('.next-cascader-menu-icon-expand, .next-cascader-menu-icon-loading');
export const isExpanded = (item: Element): boolean => item.classList.contains('next-expanded');

/**
 * What the open popup offers, as paths: a leaf in view reads "A > B"; a branch not opened yet reads "A > …"
 * (its children are not in the page until it is opened).
 */
export function visiblePaths(menu: Element): string[] {
  const cols = columns(menu);
  const out: string[] = [];
  const walk = (depth: number, prefix: string[]) => {
    for (const item of cols[depth] ?? []) {
      const path = [...prefix, labelOf(item)];
      if (!isBranch(item)) out.push(path.join(' > '));
      else if (isExpanded(item) && cols[depth + 1]) walk(depth + 1, path);
      else out.push([...path, '…'].join(' > '));
    }
  };
  walk(0, []);
  return out;
}
