import { useVocabulary, type ProductVocabulary } from '../../../console/src/lib/useVocabulary';
import type { Vocabulary } from '../../../console/src/lib/vocabulary';
import vocabulary from '../vocabulary.json';

export const cdnVocabulary = vocabulary as Vocabulary;

/** The CDN console's labels, with the account's variant applied. */
export function useCdn(): ProductVocabulary {
  return useVocabulary(cdnVocabulary);
}
