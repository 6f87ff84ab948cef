// RAM policy evaluation for a RAM user's API calls: the policies attached to the user and to its groups (system
// and custom), statement by statement. An action is allowed when some statement allows it and none denies it
// (Deny wins); with no statement that applies it is denied, as the cloud denies by default.
//
// Evaluated: Effect (Allow, Deny), Action and NotAction (strings or lists, `service:Action` with `*` and `?`,
// compared without case). Not evaluated: Resource and NotResource (every statement is taken to cover every
// resource, as `Resource: "*"` does) and Condition (a statement with conditions applies as if they held).
import type { Tenant } from '../../../state.js';
import { ramOf, systemPolicies } from './state.js';

export type Decision = { allowed: true; by: string } | { allowed: false; why: 'explicit-deny' | 'no-allow'; by?: string };

interface Statement {
  Effect?: unknown;
  Action?: unknown;
  NotAction?: unknown;
}

const list = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : typeof v === 'string' ? [v] : []);

/** `ecs:Describe*` against `ecs:DescribeInstances`: `*` any run of characters, `?` one, case-insensitive. */
export function actionMatches(pattern: string, action: string): boolean {
  const source = pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.');
  return new RegExp(`^${source}$`, 'i').test(action);
}

function applies(s: Statement, action: string): boolean {
  if (s.Action !== undefined) return list(s.Action).some((p) => actionMatches(p, action));
  if (s.NotAction !== undefined) return !list(s.NotAction).some((p) => actionMatches(p, action));
  return false;
}

/** The documents of every policy that binds the user: its own attachments and those of its groups. */
export function policiesOfUser(tenant: Tenant, userName: string): Array<{ name: string; document: string }> {
  const s = ramOf(tenant);
  const groups = new Set(Object.values(s.groups).filter((g) => g.members[userName] !== undefined).map((g) => g.GroupName));
  return s.attachments
    .filter((a) => (a.principalType === 'User' && a.principal === userName) || (a.principalType === 'Group' && groups.has(a.principal)))
    .flatMap((a) => {
      const policy = a.PolicyType === 'System' ? systemPolicies[a.PolicyName] : s.policies[a.PolicyName];
      return policy ? [{ name: `${a.PolicyType}:${a.PolicyName}`, document: policy.PolicyDocument }] : [];
    });
}

/** Whether the policies allow `action` (`ecs:DescribeInstances`). */
export function evaluate(policies: Array<{ name: string; document: string }>, action: string): Decision {
  let allowedBy: string | undefined;
  for (const { name, document } of policies) {
    let statements: unknown;
    try {
      statements = (JSON.parse(document) as { Statement?: unknown }).Statement;
    } catch {
      continue;
    }
    for (const s of [statements ?? []].flat() as Statement[]) {
      if (!s || typeof s !== 'object' || !applies(s, action)) continue;
      if (s.Effect === 'Deny') return { allowed: false, why: 'explicit-deny', by: name };
      if (s.Effect === 'Allow') allowedBy ??= name;
    }
  }
  return allowedBy ? { allowed: true, by: allowedBy } : { allowed: false, why: 'no-allow' };
}
