import { fullPage, handDrawnConsole } from '../../../console/src/lib/product';
import { AccountsPage } from './AccountsPage';
import { BackupPage } from './BackupPage';
import { BasicInfoPage } from './BasicInfoPage';
import { CreateInstancePage } from './CreateInstancePage';
import { DatabasesPage } from './DatabasesPage';
import { InstanceHome } from './InstanceHome';
import { InstancesPage } from './InstancesPage';
import { RdsHome } from './RdsHome';
import { rdsVocabulary } from './useRds';
import { SectionPlaceholder } from './SectionPlaceholder';
import { WhitelistPage } from './WhitelistPage';

/** The RDS console. Instance pages bring their own left navigation (the instance's sections). */
export const consoleModule = handDrawnConsole(rdsVocabulary, {
  '/rds': RdsHome,
  '/rds/instances': InstancesPage,
  '/rds/instances/create': fullPage(CreateInstancePage),
  '/rds/instances/:id': fullPage(InstanceHome),
  '/rds/instances/:id/basic': fullPage(BasicInfoPage),
  '/rds/instances/:id/accounts': fullPage(AccountsPage),
  '/rds/instances/:id/databases': fullPage(DatabasesPage),
  '/rds/instances/:id/whitelist': fullPage(WhitelistPage),
  '/rds/instances/:id/backup': fullPage(BackupPage),
  '/rds/instances/:id/:section': fullPage(SectionPlaceholder),
});
