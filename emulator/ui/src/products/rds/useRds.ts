import { useVocabulary, type ProductVocabulary } from '../../lib/useVocabulary';
import type { Vocabulary } from '../../lib/vocabulary';
import vocabulary from './vocabulary.json';

export const rdsVocabulary = vocabulary as Vocabulary;

/** The RDS console's labels, with the account's variant applied. */
export function useRds(): ProductVocabulary {
  return useVocabulary(rdsVocabulary);
}
