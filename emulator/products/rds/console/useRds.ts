import { useVocabulary, type ProductVocabulary } from '../../../console/src/lib/useVocabulary';
import type { Vocabulary } from '../../../console/src/lib/vocabulary';
import vocabulary from '../vocabulary.json';

export const rdsVocabulary = vocabulary as Vocabulary;

/** The RDS console's labels, with the account's variant applied. */
export function useRds(): ProductVocabulary {
  return useVocabulary(rdsVocabulary);
}
