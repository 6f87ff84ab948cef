// What the page kinds read while drawing a product's pages: the product's pages as the account's console has
// them (today's, a generation's, a variant's), its vocabulary, and the components it registers for the few
// things that are really its own (a purchase page, a rule editor, a cell).
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { Product } from '../src/lib/api';
import type { Lang, Translate } from '../src/lib/vocabulary';
import type { Scope } from './resolve';
import type { CustomDialogSpec, CustomPageSpec, FieldSpec, PageSpec } from './spec';

type Obj = Record<string, unknown>;

export type CustomPageProps = { spec: CustomPageSpec; params: Record<string, string>; query: URLSearchParams };
export type CustomDialogProps = { spec: CustomDialogSpec; scope: Scope; onClose: () => void; onDone: () => void };
export type CustomFieldProps = { field: FieldSpec; value: unknown; onChange: (value: unknown) => void; error?: string; scope: Scope };
export type CellRenderer = (row: Obj, t: Translate, lang: Lang) => ReactNode;

/** The components a product registers by name; page descriptions refer to them (`component`, `renderer`). */
export type KindComponents = {
  pages?: Record<string, ComponentType<CustomPageProps>>;
  dialogs?: Record<string, ComponentType<CustomDialogProps>>;
  fields?: Record<string, ComponentType<CustomFieldProps>>;
  cells?: Record<string, CellRenderer>;
  /** Checks of custom fields' values (`{rule: 'check'}`): true when the value is acceptable. */
  validators?: Record<string, (value: unknown) => boolean>;
};

export type KindsState = {
  /** The OpenAPI product a description's calls go to unless they name another. */
  service: Product;
  pages: Map<string, PageSpec>;
  components: KindComponents;
  t: Translate;
};

const Ctx = createContext<KindsState | null>(null);

export function KindsProvider({ value, children }: { value: KindsState; children: ReactNode }) {
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function useKinds(): KindsState {
  const state = useContext(Ctx);
  if (!state) throw new Error('useKinds() must be used inside <KindsProvider> (a product console with page descriptions)');
  return state;
}

/** A page description by key; throws naming the key when the product has none (a description's mistake). */
export function usePage<T extends PageSpec>(key: string, kind?: T['kind']): T {
  const { pages } = useKinds();
  const page = pages.get(key);
  if (!page || (kind && page.kind !== kind)) throw new Error(`no ${kind ?? ''} page "${key}" in this product's descriptions`);
  return page as T;
}
