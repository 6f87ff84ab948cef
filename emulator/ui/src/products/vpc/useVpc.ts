import { useVocabulary, type ProductVocabulary } from '../../lib/useVocabulary';
import type { Vocabulary } from '../../lib/vocabulary';
import vocabulary from './vocabulary.json';

export const vpcVocabulary = vocabulary as Vocabulary;

/** The VPC console's labels, with the account's variant applied. */
export function useVpc(): ProductVocabulary {
  return useVocabulary(vpcVocabulary);
}
