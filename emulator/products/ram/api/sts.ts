// Security Token Service (2015-04-01), served beside RAM: GetCallerIdentity says whose AccessKey signed the call (the
// account itself, or one of its RAM users). Any valid key may ask, whatever its policies. The emulator's STS
// credentials act as the account (see gateway/authorize.ts), so they are answered as the account.
import type { ActionDef, SideApi } from '../../../action.js';

export const sts: SideApi = {
  service: 'Sts',
  version: '2015-04-01',
  endpoint: 'sts.aliyuncs.com',
  actions: {
    GetCallerIdentity: {
      rw: 'Read',
      anyCaller: true,
      handle(ctx) {
        const account = ctx.tenant.accountId;
        const user = ctx.caller.user;
        if (user) {
          return { IdentityType: 'RAMUser', AccountId: account, UserId: user.UserId, PrincipalId: user.UserId, Arn: `acs:ram::${account}:user/${user.UserName}` };
        }
        return { IdentityType: 'Account', AccountId: account, UserId: account, PrincipalId: account, Arn: `acs:ram::${account}:root` };
      },
    },
  } satisfies Record<string, ActionDef>,
};
