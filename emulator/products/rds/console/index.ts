import type { ConsoleModule } from '../../../console/src/lib/product';
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
export const consoleModule: ConsoleModule = {
  vocabulary: rdsVocabulary,
  titleKey: 'rds.title',
  routes: [
    { pattern: '/rds', page: RdsHome },
    { pattern: '/rds/instances', page: InstancesPage },
    { pattern: '/rds/instances/create', page: CreateInstancePage, layout: 'full' },
    { pattern: '/rds/instances/:id', page: InstanceHome, layout: 'full' },
    { pattern: '/rds/instances/:id/basic', page: BasicInfoPage, layout: 'full' },
    { pattern: '/rds/instances/:id/accounts', page: AccountsPage, layout: 'full' },
    { pattern: '/rds/instances/:id/databases', page: DatabasesPage, layout: 'full' },
    { pattern: '/rds/instances/:id/whitelist', page: WhitelistPage, layout: 'full' },
    { pattern: '/rds/instances/:id/backup', page: BackupPage, layout: 'full' },
    { pattern: '/rds/instances/:id/:section', page: SectionPlaceholder, layout: 'full' },
  ],
};
