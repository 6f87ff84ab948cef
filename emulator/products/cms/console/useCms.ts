import { useVocabulary, type ProductVocabulary } from '../../../console/src/lib/useVocabulary';
import type { Vocabulary } from '../../../console/src/lib/vocabulary';
import vocabulary from '../vocabulary.json';

export const cmsVocabulary = vocabulary as Vocabulary;

/** The CloudMonitor console's labels, with the account's variant applied. */
export function useCms(): ProductVocabulary {
  return useVocabulary(cmsVocabulary);
}
