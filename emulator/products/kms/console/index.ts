import { handDrawnConsole } from '../../../console/src/lib/product';
import { CreateSecretPage } from './CreateSecretPage';
import { KeyDetailPage } from './KeyDetailPage';
import { KeysPage } from './KeysPage';
import { KmsHome } from './KmsHome';
import { SecretDetailPage } from './SecretDetailPage';
import { SecretsPage } from './SecretsPage';
import { kmsVocabulary } from './useKms';
import { kmsGenerations } from '../generations';

/** The KMS console: keys (with aliases) and secrets. Routes are tried in order: `create` before `:id`. */
export const consoleModule = handDrawnConsole(kmsVocabulary, {
  '/kms': KmsHome,
  '/kms/keys': KeysPage,
  '/kms/keys/:id': KeyDetailPage,
  '/kms/secrets': SecretsPage,
  '/kms/secrets/create': CreateSecretPage,
  '/kms/secrets/:id': SecretDetailPage,
}, { generations: kmsGenerations });
