export type Lang = 'en' | 'zh';
export type Label = { en: string; zh: string };

/** One left-navigation entry: `path` is a list of label keys (group > item); `route` null = not functional. */
export type NavEntry = { key: string; path: string[]; route: string | null };

/**
 * A UI variant of a product: labels it renames, nav entries it replaces (matched by key, position kept),
 * and behaviour flags that components test with `flag(name)`.
 */
export type VariantDef = { labels?: Record<string, Label>; nav?: NavEntry[]; flags?: string[]; note?: string };

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

export function resolveVocabulary(vocab: Vocabulary, variant: string | null): ResolvedVocabulary {
  const def = variant ? vocab.variants[variant] : undefined;
  const labels = { ...vocab.labels, ...(def?.labels ?? {}) };
  const replaced = new Map((def?.nav ?? []).map((n) => [n.key, n]));
  const nav = vocab.nav.map((n) => replaced.get(n.key) ?? n);
  for (const n of def?.nav ?? []) if (!vocab.nav.some((b) => b.key === n.key)) nav.push(n);
  return { product: vocab.product, labels, nav, flags: new Set(def?.flags ?? []) };
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
