// Alibaba Cloud DNS (Alidns 2015-01-09) proof of holding a domain name before a subdomain of it is added on its own
// (子域管理, emulator/console-facts/dns.md): the TXT record to set in the primary domain, host record `alidnscheck`.
// The value is fixed per account and name, as the console shows the same one until it is verified (one day).
import { createHash } from 'node:crypto';
import type { ActionDef } from '../../../action.js';
import { checkDomainName } from './state.js';

export type AlidnsVerifyAction = 'GetTxtRecordForVerify';

/** The host record of the verification TXT record. */
export const VERIFY_RR = 'alidnscheck';

/** The TXT value that proves `name` for the account: 32 hex digits. */
export const verifyValue = (account: string, name: string) => createHash('md5').update(`${account}|${name}|txt-verify`).digest('hex');

export const alidnsVerifyActions = {
  GetTxtRecordForVerify: {
    rw: 'Read',
    handle(ctx) {
      const name = checkDomainName(ctx.params.required('DomainName'));
      ctx.params.oneOf('Type', ['ADD_SUB_DOMAIN', 'RETRIEVAL'] as const);
      return { DomainName: name, RR: VERIFY_RR, Value: verifyValue(ctx.tenant.accountId, name) };
    },
  },
} satisfies Record<AlidnsVerifyAction, ActionDef>;
