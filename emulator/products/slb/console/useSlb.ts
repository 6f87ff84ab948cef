import { useVocabulary, type ProductVocabulary } from '../../../console/src/lib/useVocabulary';
import type { Vocabulary } from '../../../console/src/lib/vocabulary';
import vocabulary from '../vocabulary.json';

export const slbVocabulary = vocabulary as Vocabulary;

/** The SLB console's labels, with the account's variant applied. */
export function useSlb(): ProductVocabulary {
  return useVocabulary(slbVocabulary);
}
