// ApsaraDB RDS (2014-08-15): DB instances in a vSwitch of the account's VPCs, their databases, accounts, IP
// whitelists, backup policy and maintenance window. Data in api/model.ts (what is sold: api/engines.ts); actions in
// api/instances.ts, api/databases.ts, api/backups.ts, api/maintenance.ts.
import type { ActionDef, ProductDef } from '../../action.js';
import { rdsBackupActions, type RdsBackupAction } from './api/backups.js';
import { rdsDatabaseActions, type RdsDatabaseAction } from './api/databases.js';
import { rdsInstanceActions, type RdsInstanceAction } from './api/instances.js';
import { rdsMaintenanceActions, type RdsMaintenanceAction } from './api/maintenance.js';
import { rdsOf } from './api/model.js';
import { tagActions } from '../../tag-actions.js';
import type { TagKindDef } from '../../tags.js';

export type RdsAction = RdsInstanceAction | RdsDatabaseAction | RdsBackupAction | RdsMaintenanceAction;

const RDS_INSTANCE: TagKindDef = { kind: 'Rds:INSTANCE', find: (m, k) => rdsOf(m.tenant, m.now).instances[k] };

export const product = {
  version: '2014-08-15',
  endpoint: 'rds.aliyuncs.com',
  consoleSource: 'rds.console.aliyun.com',
  actions: {
    ...rdsInstanceActions, ...rdsDatabaseActions, ...rdsBackupActions, ...rdsMaintenanceActions,
    ...tagActions({ regional: true, types: { INSTANCE: RDS_INSTANCE } }),
  } satisfies Record<RdsAction, ActionDef>,
} satisfies ProductDef;
