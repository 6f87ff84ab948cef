import { useVocabulary, type ProductVocabulary } from '../../../console/src/lib/useVocabulary';
import type { Vocabulary } from '../../../console/src/lib/vocabulary';
import vocabulary from '../vocabulary.json';

export const ecsVocabulary = vocabulary as Vocabulary;

/** The ECS console's labels, with the account's variant applied. */
export function useEcs(): ProductVocabulary {
  return useVocabulary(ecsVocabulary);
}
