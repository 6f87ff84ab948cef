import { useVocabulary, type ProductVocabulary } from '../../../console/src/lib/useVocabulary';
import type { Vocabulary } from '../../../console/src/lib/vocabulary';
import vocabulary from '../vocabulary.json';

export const fcVocabulary = vocabulary as Vocabulary;

/** The Function Compute console's labels, with the account's variant applied. */
export function useFc(): ProductVocabulary {
  return useVocabulary(fcVocabulary);
}
