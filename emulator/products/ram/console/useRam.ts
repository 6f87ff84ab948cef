import { useVocabulary, type ProductVocabulary } from '../../../console/src/lib/useVocabulary';
import type { Vocabulary } from '../../../console/src/lib/vocabulary';
import vocabulary from '../vocabulary.json';

export const ramVocabulary = vocabulary as Vocabulary;

/** The RAM console's labels, with the account's variant applied. */
export function useRam(): ProductVocabulary {
  return useVocabulary(ramVocabulary);
}
