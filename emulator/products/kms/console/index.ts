import type { ConsoleModule } from '../../../console/src/lib/product';
import { CreateSecretPage } from './CreateSecretPage';
import { KeyDetailPage } from './KeyDetailPage';
import { KeysPage } from './KeysPage';
import { KmsHome } from './KmsHome';
import { SecretDetailPage } from './SecretDetailPage';
import { SecretsPage } from './SecretsPage';
import { kmsVocabulary } from './useKms';
import { kmsGenerations } from '../generations';

/** The KMS console: keys (with aliases) and secrets. Routes are tried in order: `create` before `:id`. */
export const consoleModule: ConsoleModule = {
  vocabulary: kmsVocabulary,
  titleKey: 'kms.title',
  generations: kmsGenerations,
  routes: [
    { pattern: '/kms', page: KmsHome },
    { pattern: '/kms/keys', page: KeysPage },
    { pattern: '/kms/keys/:id', page: KeyDetailPage },
    { pattern: '/kms/secrets', page: SecretsPage },
    { pattern: '/kms/secrets/create', page: CreateSecretPage },
    { pattern: '/kms/secrets/:id', page: SecretDetailPage },
  ],
};
