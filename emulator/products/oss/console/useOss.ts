import { useVocabulary, type ProductVocabulary } from '../../../console/src/lib/useVocabulary';
import type { Vocabulary } from '../../../console/src/lib/vocabulary';
import vocabulary from '../vocabulary.json';

export const ossVocabulary = vocabulary as Vocabulary;

/** The OSS console's labels, with the account's variant applied. */
export function useOss(): ProductVocabulary {
  return useVocabulary(ossVocabulary);
}
