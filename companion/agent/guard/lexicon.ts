/**
 * The destructive-action lexicon (lexicon.json, checked at load): what a control's name, a dialog's title or a
 * dialog's body says it will do to the cloud, in English, Simplified and Traditional Chinese and Japanese.
 */
import { z } from 'zod';
import data from './lexicon.json';
import { makeNormalizer, stem, type Normalized } from './normalize';

/** What an action does to what it hits; the same words as the emulator's `effect` marks, plus body-only warnings. */
export const EFFECTS = ['delete', 'release', 'disable', 'detach', 'overwrite', 'reset', 'charge', 'irreversible'] as const;
export type Effect = (typeof EFFECTS)[number];

const Terms = z.object({ en: z.array(z.string()), 'zh-CN': z.array(z.string()), 'zh-TW': z.array(z.string()), ja: z.array(z.string()) }).partial();
const List = z.object({ about: z.string(), terms: Terms });
const Table = z.object({ about: z.string(), map: z.record(z.string(), z.string()) });
const LexiconSchema = z.object({
  about: z.string(),
  effects: z.array(z.object({
    effect: z.enum(EFFECTS),
    /** `label`: names and titles only; `text`: a dialog's body only; absent: both. */
    in: z.enum(['label', 'text']).optional(),
    /** The term must be the whole name, not a part of it (`Clear` the button, not "clear" in a sentence). */
    whole: z.boolean().optional(),
    terms: Terms,
  })),
  disruptive: List,
  safe: List,
  verbatim: List,
  search: List,
  filterReset: List,
  backOut: List,
  homoglyphs: Table,
  traditional: Table,
});

/** Where a text comes from: a control's name or a dialog's title (`label`), or a dialog's body (`text`). */
export type Scope = 'label' | 'text';

export interface Match {
  effect: Effect | 'disruptive';
  /** The lexicon term that matched, as the lexicon writes it. */
  term: string;
}

interface Term {
  effect: Effect | 'disruptive';
  source: string;
  scope?: Scope;
  whole: boolean;
  /** Stemmed Latin words (empty for a CJK term). */
  words: string[];
  cjk: string;
  /** CJK only: more text must follow (`关闭*`). */
  followed: boolean;
}

const lexicon = LexiconSchema.parse(data);
export const { normalize, clean } = makeNormalizer(lexicon.homoglyphs.map, lexicon.traditional.map);

const allTerms = (terms: z.infer<typeof Terms>) => Object.values(terms).flat();

function compile(source: string, effect: Term['effect'], scope: Scope | undefined, whole: boolean): Term {
  const followed = source.endsWith('*');
  const n = normalize(followed ? source.slice(0, -1) : source);
  return { effect, source, scope, whole, words: n.words.map(stem), cjk: n.words.length ? '' : n.cjk, followed };
}

const TERMS: Term[] = [
  ...lexicon.effects.flatMap((e) => allTerms(e.terms).map((t) => compile(t, e.effect, e.in, e.whole ?? false))),
  ...allTerms(lexicon.disruptive.terms).map((t) => compile(t, 'disruptive', undefined, false)),
];
const SAFE = allTerms(lexicon.safe.terms).map((t) => compile(t, 'disruptive', undefined, false));
const wholeNames = (list: z.infer<typeof List>) => new Set(allTerms(list.terms).map((t) => wholeKey(normalize(t))));
const BACK_OUT = wholeNames(lexicon.backOut);
const SEARCH = wholeNames(lexicon.search);
const FILTER_RESET = wholeNames(lexicon.filterReset);
const VERBATIM = new Set(allTerms(lexicon.verbatim.terms));

/** A name as one key: its words, else its CJK characters, else its folded symbols. */
function wholeKey(n: Normalized): string {
  return n.words.length ? n.words.join(' ') : n.cjk || n.folded;
}

interface Prepared {
  stems: string[];
  joinedStems: string[];
  cjk: string;
  key: string;
}

function prepare(text: string): Prepared {
  const n = normalize(text);
  let stems = n.words.map(stem);
  let cjk = n.cjk;
  // Safe phrases ("Cancel Deletion", 撤销删除) are taken out before anything is judged.
  for (const s of SAFE) {
    if (s.words.length) stems = mask(stems, s.words);
    else if (s.cjk) cjk = cjk.split(s.cjk).join('\u0000');
  }
  return { stems, joinedStems: n.joined.map(stem), cjk, key: wholeKey(n) };
}

function mask(words: string[], phrase: string[]): string[] {
  const out = [...words];
  for (let i = 0; i + phrase.length <= out.length; i++) {
    if (phrase.every((p, k) => out[i + k] === p)) out.fill('', i, i + phrase.length);
  }
  return out;
}

function hasSequence(words: string[], phrase: string[]): boolean {
  for (let i = 0; i + phrase.length <= words.length; i++) if (phrase.every((p, k) => words[i + k] === p)) return true;
  return false;
}

function matches(t: Term, p: Prepared): boolean {
  if (t.whole) return t.words.length ? p.key === t.words.join(' ') || p.stems.join(' ') === t.words.join(' ') : p.key === t.cjk;
  if (t.words.length) return hasSequence(p.stems, t.words) || (t.words.length === 1 && p.joinedStems.includes(t.words[0])) || p.joinedStems.includes(t.words.join(''));
  if (!t.cjk) return false;
  const at = p.cjk.indexOf(t.cjk);
  if (at < 0) return false;
  return !t.followed || at + t.cjk.length < p.cjk.length;
}

/**
 * What `text` says the action does: the first destructive term it holds, else a disruptive one, else null.
 * `scope` says where the text comes from (a name or title, or a dialog's body).
 */
export function classify(text: string | null | undefined, scope: Scope = 'label'): Match | null {
  if (!text || VERBATIM.has(text.normalize('NFKC').trim())) return null;
  const p = prepare(text);
  let disruptive: Match | null = null;
  for (const t of TERMS) {
    if (t.scope && t.scope !== scope) continue;
    if (!matches(t, p)) continue;
    if (t.effect !== 'disruptive') return { effect: t.effect, term: t.source };
    disruptive ??= { effect: 'disruptive', term: t.source };
  }
  return disruptive;
}

/** True when `text` says something destructive. */
export const isDestructive = (text: string | null | undefined, scope: Scope = 'label') => {
  const m = classify(text, scope);
  return m !== null && m.effect !== 'disruptive';
};

/** A button that leaves a dialog without doing it (Cancel, Close, 取消, キャンセル). */
export const isBackOut = (name: string) => BACK_OUT.has(wholeKey(normalize(name)));

/** The button a filter form runs with (Search, 查询, 検索). */
export const isSearch = (name: string) => SEARCH.has(wholeKey(normalize(name)));

/** A name that is only Reset or Clear (重置, 清空, リセット): beside a search button, a filter's reset. */
export const isFilterResetName = (name: string) => FILTER_RESET.has(wholeKey(normalize(name)));

/** Whether a name says anything at all: letters, digits or CJK characters once invisible ones are gone. */
export const isInformative = (name: string | null | undefined) => {
  if (!name) return false;
  const n = normalize(name);
  return n.words.length > 0 || n.cjk.length > 0;
};
