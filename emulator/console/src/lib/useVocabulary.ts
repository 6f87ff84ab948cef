import { useMemo } from 'react';
import consoleVocabulary from '../../vocabulary.json';
import { useConsole } from './ConsoleContext';
import { makeTranslate, resolveVocabulary, type NavEntry, type Translate, type Vocabulary } from './vocabulary';

export type ProductVocabulary = {
  t: Translate;
  nav: NavEntry[];
  /** Behaviour flags of the account's variant, e.g. `sgTypeRequired`. */
  flag: (name: string) => boolean;
};

const common = consoleVocabulary as Vocabulary;

/** Labels of a product (with the account's variant applied), falling back to the console-wide labels. */
export function useVocabulary(vocab: Vocabulary = common): ProductVocabulary {
  const { lang, variant, generation } = useConsole();
  return useMemo(() => {
    const own = resolveVocabulary(vocab, variant, generation?.product === vocab.product ? generation : undefined);
    const shared = resolveVocabulary(common, variant);
    return {
      t: makeTranslate([own.labels, shared.labels], lang),
      nav: own.nav,
      flag: (name: string) => own.flags.has(name),
    };
  }, [vocab, lang, variant, generation]);
}
