// ApsaraDB RDS (2014-08-15): DB instances in a vSwitch of the account's VPCs, their databases, accounts, IP
// whitelists and backup policy. Data in rds-model.ts; actions in rds-instances.ts, rds-databases.ts, rds-backups.ts.
import type { ActionDef, ProductDef } from '../../action.js';
import { rdsBackupActions, type RdsBackupAction } from './api/backups.js';
import { rdsDatabaseActions, type RdsDatabaseAction } from './api/databases.js';
import { rdsInstanceActions, type RdsInstanceAction } from './api/instances.js';
import { rdsOf } from './api/model.js';
import { tagActions } from '../../tag-actions.js';
import type { TagKindDef } from '../../tags.js';

export type RdsAction = RdsInstanceAction | RdsDatabaseAction | RdsBackupAction;

const RDS_INSTANCE: TagKindDef = { kind: 'Rds:INSTANCE', find: (m, k) => rdsOf(m.tenant, m.now).instances[k] };

export const product = {
  version: '2014-08-15',
  endpoint: 'rds.aliyuncs.com',
  consoleSource: 'rds.console.aliyun.com',
  actions: {
    ...rdsInstanceActions, ...rdsDatabaseActions, ...rdsBackupActions,
    ...tagActions({ regional: true, types: { INSTANCE: RDS_INSTANCE } }),
  } satisfies Record<RdsAction, ActionDef>,
} satisfies ProductDef;
