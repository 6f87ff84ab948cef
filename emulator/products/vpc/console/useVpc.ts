import { useVocabulary, type ProductVocabulary } from '../../../console/src/lib/useVocabulary';
import type { Vocabulary } from '../../../console/src/lib/vocabulary';
import vocabulary from '../vocabulary.json';

export const vpcVocabulary = vocabulary as Vocabulary;

/** The VPC console's labels, with the account's variant applied. */
export function useVpc(): ProductVocabulary {
  return useVocabulary(vpcVocabulary);
}
