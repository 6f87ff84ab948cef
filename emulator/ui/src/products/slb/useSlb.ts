import { useVocabulary, type ProductVocabulary } from '../../lib/useVocabulary';
import type { Vocabulary } from '../../lib/vocabulary';
import vocabulary from './vocabulary.json';

export const slbVocabulary = vocabulary as Vocabulary;

/** The SLB console's labels, with the account's variant applied. */
export function useSlb(): ProductVocabulary {
  return useVocabulary(slbVocabulary);
}
