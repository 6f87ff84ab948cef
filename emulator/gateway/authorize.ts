// What the gateway checks about a key once the request says who signed it, before the signature: that the key
// is Active and, for an STS credential, that its security token came with it and has not expired; and after the
// signature, that a RAM user's policies allow the action. The account's own keys and STS credentials act as the
// account (root) and may call everything. The console's calls (cookie sessions) never come through here.
import type { Service } from '../action.js';
import type { Cloud, KeyOwner } from '../cloud.js';
import { ApiError } from '../errors.js';

/** The RAM service code of a product: the prefix of its actions in policies (`ecs:DescribeInstances`). */
export const ramCode = (service: Service) => service.toLowerCase();

/** The error a key's state earns, or undefined when it may sign (checked before the signature, as the cloud does). */
export function keyError(owner: KeyOwner, securityToken: string | undefined, now: number): ApiError | undefined {
  if (owner.status !== 'Active') return new ApiError('InvalidAccessKeyId.Inactive', 'Specified access key is disabled.', 400);
  if (!owner.sts) return undefined;
  if (!securityToken) return new ApiError('MissingSecurityToken', 'SecurityToken is mandatory for an STS AccessKey: send it as x-acs-security-token (ACS3), SecurityToken (HMAC-SHA1) or x-oss-security-token (OSS).', 400);
  if (securityToken !== owner.sts.securityToken) return new ApiError('InvalidSecurityToken.MismatchWithAccessKey', 'The security token does not match the AccessKey.', 400);
  if (owner.sts.expiresAt < now) return new ApiError('InvalidSecurityToken.Expired', 'Specified SecurityToken is expired.', 400);
  return undefined;
}

/**
 * Undefined when the caller may run the action; else the reason, for the product's own error shape (RPC
 * `Forbidden.RAM`, OSS `AccessDenied`, FC `AccessDenied`).
 */
export function denial(cloud: Cloud, owner: KeyOwner, service: Service, action: string): string | undefined {
  if (!owner.user) return undefined;
  const ramAction = `${ramCode(service)}:${action}`;
  const decision = cloud.authorize(owner.tenant, owner.user.UserName, ramAction);
  if (decision.allowed) return undefined;
  return decision.why === 'explicit-deny'
    ? `RAM user ${owner.user.UserName} is denied ${ramAction} by the policy ${decision.by}.`
    : `RAM user ${owner.user.UserName} has no policy that allows ${ramAction}.`;
}

/** The RPC and ROA products' answer to a denied call. */
export function forbidden(service: Service, why: string): ApiError {
  if (service === 'FC') return new ApiError('AccessDenied', `The caller is not authorized to perform this operation. ${why}`, 403);
  return new ApiError('Forbidden.RAM', `User not authorized to operate on the specified resource, or this API doesn't support RAM. ${why}`, 403);
}
