import { useVocabulary, type ProductVocabulary } from '../../lib/useVocabulary';
import type { Vocabulary } from '../../lib/vocabulary';
import vocabulary from './vocabulary.json';

export const actiontrailVocabulary = vocabulary as Vocabulary;

/** The ActionTrail console's labels, with the account's variant applied. */
export function useActiontrail(): ProductVocabulary {
  return useVocabulary(actiontrailVocabulary);
}
