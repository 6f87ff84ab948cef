import type { ProductDef } from '../types';
import { AccessKeysPage } from './AccessKeysPage';
import { RamHome } from './RamHome';
import { ramVocabulary } from './useRam';

/** The RAM console: the account's AccessKey page; the other nav entries are placeholders. */
export const ramProduct: ProductDef = {
  key: 'ram',
  prefix: '/ram',
  vocabulary: ramVocabulary,
  titleKey: 'ram.title',
  routes: [
    { pattern: '/ram', page: RamHome },
    { pattern: '/ram/manage/ak', page: AccessKeysPage },
  ],
};
