// CloudMonitor's per-account data and the response shapes every CloudMonitor action shares.
//
// CloudMonitor answers its own failures with HTTP 200 and `{Code, Message, Success: false, RequestId}`; only the
// gateway's checks (a missing required parameter, a parameter of the wrong type, the signature) are HTTP 4xx.
// Successes carry `Code: "200"` and `Success: true`. `cmsFailure` builds the former: its status 200 makes
// errorBody() answer the CloudMonitor shape, and ActionTrail still records the call's errorCode.
import { ApiError } from '../../../errors.js';
import type { Tenant } from '../../../state.js';

declare module '../../../state.js' {
  interface Tenant {
    cms?: CmsState;
  }
}

export interface CmsContact {
  /** The 1.0 name, the unique key; the 2.0 console calls it the identifier. */
  Name: string;
  /** The 2.0 name, which may repeat; absent for a contact made with PutContact (its Name shows). */
  DisplayName?: string;
  Desc: string;
  Lang: string;
  Channels: { Mail?: string; DingWebHook?: string; SMS?: string; AliIM?: string };
  CreateTime: number;
  UpdateTime: number;
}

export interface CmsContactGroup {
  /** The unique key: the 1.0 group name, the 2.0 identifier. */
  Name: string;
  /** The 2.0 name; absent for a group made with PutContactGroup. */
  DisplayName?: string;
  Describe: string;
  Contacts: string[];
  EnableSubscribed: boolean;
  CreateTime: number;
  UpdateTime: number;
}

export interface CmsEscalation {
  Statistics: string;
  ComparisonOperator: string;
  Threshold: string;
  Times: number;
}

export interface CmsRule {
  RuleId: string;
  RuleName: string;
  Namespace: string;
  MetricName: string;
  /** As given: a JSON array such as `[{"instanceId":"i-bp1..."}]`. */
  Resources: string;
  /** Comma-separated contact group names. */
  ContactGroups: string;
  Escalations: Partial<Record<'Critical' | 'Warn' | 'Info', CmsEscalation>>;
  Period: number;
  SilenceTime: number;
  EffectiveInterval: string;
  Webhook: string;
  EmailSubject: string;
  EnableState: boolean;
  GmtCreate: number;
  GmtUpdate: number;
  /** When the rule first has data to judge (Insufficient Data until then). */
  dataAt: number;
}

/** An account's CloudMonitor objects, by name (contacts, groups) or rule id. */
export interface CmsState {
  contacts: Record<string, CmsContact>;
  contactGroups: Record<string, CmsContactGroup>;
  rules: Record<string, CmsRule>;
}

export const cmsOf = (tenant: Tenant): CmsState => (tenant.cms ??= { contacts: {}, contactGroups: {}, rules: {} });

/** A CloudMonitor failure: HTTP 200, `Success: false`, the code and message in the body. */
export const cmsFailure = (code: string, message: string) => new ApiError(code, message, 200);

export const invalid = (message: string) => cmsFailure('ParameterInvalid', message);

/** What every successful CloudMonitor write answers. */
export const ok = () => ({ Code: '200', Message: '', Success: true });
