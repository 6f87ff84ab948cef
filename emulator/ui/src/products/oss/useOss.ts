import { useVocabulary, type ProductVocabulary } from '../../lib/useVocabulary';
import type { Vocabulary } from '../../lib/vocabulary';
import vocabulary from './vocabulary.json';

export const ossVocabulary = vocabulary as Vocabulary;

/** The OSS console's labels, with the account's variant applied. */
export function useOss(): ProductVocabulary {
  return useVocabulary(ossVocabulary);
}
