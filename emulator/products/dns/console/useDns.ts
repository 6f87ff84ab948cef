import { useVocabulary, type ProductVocabulary } from '../../../console/src/lib/useVocabulary';
import type { Vocabulary } from '../../../console/src/lib/vocabulary';
import vocabulary from '../vocabulary.json';

export const dnsVocabulary = vocabulary as Vocabulary;

/** The Alibaba Cloud DNS console's labels, with the account's variant applied. */
export function useDns(): ProductVocabulary {
  return useVocabulary(dnsVocabulary);
}
