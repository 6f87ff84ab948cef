import { describe, expect, it } from 'vitest';
import { applyPatches, keyedNodes, PatchError } from './patch';
import type { ListPageSpec, PageSpec } from './spec';

const list: ListPageSpec = {
  kind: 'list',
  key: 'things',
  route: '/p/things',
  title: 'things.title',
  source: { action: 'DescribeThings', items: 'Things.Thing', id: 'ThingId' },
  columns: [{ key: 'name', title: 'col.name', field: 'ThingName' }],
  actions: {
    key: 'actions',
    links: [{ key: 'edit', label: 'action.edit', dialog: 'editThing' }],
    menu: { key: 'more', label: 'action.more', icon: 'more', items: [{ key: 'status', label: 'more.status', items: [{ key: 'stop', label: 'action.stop', dialog: 'stopThing' }] }] },
  },
};
const pages: PageSpec[] = [list, { kind: 'dialog', key: 'stopThing', title: 'stop.title', screens: [{ key: 'confirm', submit: { label: 'common.ok' } }] }];

describe('page patches', () => {
  it('merge into a keyed node deeply, lists and values replaced, and leave the input alone', () => {
    const out = applyPatches(pages, [
      { page: 'things', key: 'more', merge: { icon: undefined, label: 'action.moreText' } },
      { page: 'things', merge: { source: { pageSize: 10 } } },
    ]);
    const patched = out[0] as ListPageSpec;
    expect(patched.actions?.menu).toMatchObject({ key: 'more', label: 'action.moreText', icon: undefined });
    expect(patched.source).toEqual({ action: 'DescribeThings', items: 'Things.Thing', id: 'ThingId', pageSize: 10 });
    expect(list.actions?.menu?.icon).toBe('more');
  });

  it('move a row action: remove it from the links, insert it into a submenu', () => {
    const out = applyPatches(pages, [
      { page: 'things', key: 'edit', remove: true },
      { page: 'things', before: 'stop', insert: { key: 'editInMenu', label: 'action.edit', dialog: 'editThing' } },
    ]);
    const patched = out[0] as ListPageSpec;
    expect(patched.actions?.links).toEqual([]);
    expect(keyedNodes(patched).get('status')?.node.items).toEqual([
      { key: 'editInMenu', label: 'action.edit', dialog: 'editThing' },
      { key: 'stop', label: 'action.stop', dialog: 'stopThing' },
    ]);
  });

  it('remove a node held by a property, replace one, append to a list, add and remove pages', () => {
    const out = applyPatches(pages, [
      { page: 'things', key: 'more', remove: true },
      { page: 'things', key: 'name', replace: { key: 'id', title: 'col.id', field: 'ThingId' } },
      { page: 'stopThing', key: 'confirm', append: { to: 'fields', item: { key: 'force', label: 'stop.force', kind: 'check' } } },
      { add: { kind: 'dialog', key: 'editThing', title: 'edit.title', screens: [] } },
      { removePage: 'stopThing' },
    ]);
    const patched = out[0] as ListPageSpec;
    expect(patched.actions?.menu).toBeUndefined();
    expect(patched.columns.map((c) => c.key)).toEqual(['id']);
    expect(out.map((p) => p.key)).toEqual(['things', 'editThing']);
  });

  it('refuse a page or a key that does not exist, and a key used twice', () => {
    expect(() => applyPatches(pages, [{ page: 'nothing', merge: {} }])).toThrow(/page "nothing", which does not exist \(pages: things, stopThing\)/);
    expect(() => applyPatches(pages, [{ page: 'things', key: 'start', remove: true }])).toThrow(/page "things" has no node with key "start"/);
    expect(() => applyPatches(pages, [{ page: 'things', after: 'more', insert: { key: 'x' } }])).toThrow(/not in a list/);
    expect(() => applyPatches(pages, [{ page: 'things', before: 'stop', insert: { key: 'edit', label: 'x' } }])).toThrow(PatchError);
    expect(() => applyPatches(pages, [{ add: { ...list } }])).toThrow(/adds page "things", which exists already/);
  });
});
