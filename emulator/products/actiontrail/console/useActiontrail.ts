import { useVocabulary, type ProductVocabulary } from '../../../console/src/lib/useVocabulary';
import type { Vocabulary } from '../../../console/src/lib/vocabulary';
import vocabulary from '../vocabulary.json';

export const actiontrailVocabulary = vocabulary as Vocabulary;

/** The ActionTrail console's labels, with the account's variant applied. */
export function useActiontrail(): ProductVocabulary {
  return useVocabulary(actiontrailVocabulary);
}
