import { useVocabulary, type ProductVocabulary } from '../../lib/useVocabulary';
import type { Vocabulary } from '../../lib/vocabulary';
import vocabulary from './vocabulary.json';

export const kmsVocabulary = vocabulary as Vocabulary;

/** The KMS console's labels, with the account's variant applied. */
export function useKms(): ProductVocabulary {
  return useVocabulary(kmsVocabulary);
}
