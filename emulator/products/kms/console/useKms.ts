import { useVocabulary, type ProductVocabulary } from '../../../console/src/lib/useVocabulary';
import type { Vocabulary } from '../../../console/src/lib/vocabulary';
import vocabulary from '../vocabulary.json';

export const kmsVocabulary = vocabulary as Vocabulary;

/** The KMS console's labels, with the account's variant applied. */
export function useKms(): ProductVocabulary {
  return useVocabulary(kmsVocabulary);
}
