import { useVocabulary, type ProductVocabulary } from '../../lib/useVocabulary';
import type { Vocabulary } from '../../lib/vocabulary';
import vocabulary from './vocabulary.json';

export const ecsVocabulary = vocabulary as Vocabulary;

/** The ECS console's labels, with the account's variant applied. */
export function useEcs(): ProductVocabulary {
  return useVocabulary(ecsVocabulary);
}
