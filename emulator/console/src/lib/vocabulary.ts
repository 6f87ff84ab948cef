import type { PagePatch } from '../../kinds/patch';

export type Lang = 'en' | 'zh';
export type Label = { en: string; zh: string };

/** One left-navigation entry: `path` is a list of label keys (group > item); `route` null = not functional. */
export type NavEntry = { key: string; path: string[]; route: string | null };

/**
 * A UI variant of a product: labels it renames, nav entries it replaces (matched by key, position kept),
 * patches to the product's page descriptions (kinds/patch.ts), and behaviour flags that hand-drawn components
 * test with `flag(name)`.
 */
export type VariantDef = { labels?: Record<string, Label>; nav?: NavEntry[]; flags?: string[]; pages?: PagePatch[]; note?: string };

/** What a console generation changes in a product's vocabulary (kinds/generation.ts holds the whole of it). */
export type VocabularyOverlay = { labels?: Record<string, Label>; nav?: NavEntry[]; navRemove?: string[]; flags?: string[] };

export type Vocabulary = {
  product: string;
  labels: Record<string, Label>;
  nav: NavEntry[];
  variants: Record<string, VariantDef>;
};

export type ResolvedVocabulary = {
  product: string;
  labels: Record<string, Label>;
  nav: NavEntry[];
  flags: Set<string>;
};

/** Replaces nav entries by key (keeping their position) and appends the new ones. */
function overlayNav(nav: NavEntry[], entries: NavEntry[] = [], remove: string[] = []): NavEntry[] {
  const replaced = new Map(entries.map((n) => [n.key, n]));
  const out = nav.filter((n) => !remove.includes(n.key)).map((n) => replaced.get(n.key) ?? n);
  // An entry both removed and given comes back at the overlay's place (a generation keeping today's key elsewhere in its navigation).
  for (const n of entries) if (!nav.some((b) => b.key === n.key) || remove.includes(n.key)) out.push(n);
  return out;
}

/**
 * The vocabulary an account sees: today's, or a generation's (its labels, nav and flags over today's), then the
 * account's synthetic variant, if it has one (a variant applies to today's console only).
 */
export function resolveVocabulary(vocab: Vocabulary, variant: string | null, generation?: VocabularyOverlay): ResolvedVocabulary {
  const def = variant ? vocab.variants[variant] : undefined;
  const labels = { ...vocab.labels, ...(generation?.labels ?? {}), ...(def?.labels ?? {}) };
  const nav = overlayNav(overlayNav(vocab.nav, generation?.nav, generation?.navRemove), def?.nav);
  return { product: vocab.product, labels, nav, flags: new Set([...(generation?.flags ?? []), ...(def?.flags ?? [])]) };
}

export type Translate = ((key: string, vars?: Record<string, string | number>) => string) & {
  has: (key: string) => boolean;
};

export function makeTranslate(labels: Record<string, Label>[], lang: Lang): Translate {
  const t = (key: string, vars?: Record<string, string | number>) => {
    const label = labels.find((l) => key in l)?.[key];
    if (!label) {
      console.warn(`vocabulary: no label "${key}"`);
      return key;
    }
    let text = label[lang] ?? label.en;
    if (vars) for (const [k, v] of Object.entries(vars)) text = text.split(`{${k}}`).join(String(v));
    return text;
  };
  return Object.assign(t, { has: (key: string) => labels.some((l) => key in l) });
}
