// On-demand provisioning (`request_resource`): which type a description asks for, and the report that goes
// into the next observation.
import { RESOURCE_TYPES, type ResourceTypeName } from './resources/index';
import type { ProvisionedResource } from './provision';

/** What the policy asked for with `request_resource`. */
export interface ResourceRequest {
  description: string;
  /** A catalog type; guessed from the description when absent. */
  resourceType?: string;
  /** OpenAPI parameters; `${...}` references are expanded. */
  attributes?: Record<string, string | number | boolean>;
}

/** The structured report injected into the next observation. */
export interface OnDemandReport {
  type: string;
  id: string;
  name: string;
  /** Where a person finds it in the console, e.g. `VPC console > VPCs`. */
  where: string;
  summary: string;
  attributes: Record<string, string>;
  /** Resources created first because this one needed them. */
  dependencies: Array<{ type: string; id: string; name: string }>;
}

const GUESSES: Array<[RegExp, ResourceTypeName]> = [
  [/security[\s_-]*groups?|安全组|\bsg\b/gi, 'security_group'],
  [/v[\s-]?switch(es)?|交换机|subnets?|子网/gi, 'vswitch'],
  [/\binstances?\b|\becs\b|实例|云服务器|\bvm\b|virtual machine/gi, 'instance'],
  [/\bvpcs?\b|专有网络|virtual private cloud|私有网络/gi, 'vpc'],
];

/**
 * The catalog type a free-text description names, or undefined when it names none. When it names several
 * ("a vSwitch in the VPC"), the head noun wins: the first one in English unless it is a possessive
 * ("the instance's security group"), the last one in Chinese, where modifiers come first (专有网络中的交换机).
 */
export function guessResourceType(description: string): ResourceTypeName | undefined {
  const hits: Array<{ type: ResourceTypeName; at: number; possessive: boolean }> = [];
  for (const [re, type] of GUESSES) {
    for (const m of description.matchAll(re)) {
      const after = description.slice(m.index + m[0].length);
      hits.push({ type, at: m.index, possessive: /^['’]s\b/.test(after) });
    }
  }
  if (!hits.length) return undefined;
  hits.sort((a, b) => a.at - b.at);
  if (/[\u4e00-\u9fff]/.test(description)) return hits[hits.length - 1].type;
  return (hits.find((h) => !h.possessive) ?? hits[hits.length - 1]).type;
}

const KEY_ATTRIBUTES = ['VpcId', 'VSwitchId', 'SecurityGroupId', 'CidrBlock', 'ZoneId', 'InstanceType', 'PrivateIpAddress'];

export function onDemandReport(
  created: ProvisionedResource,
  dependencies: ProvisionedResource[],
  region: string,
): OnDemandReport {
  const where = RESOURCE_TYPES[created.type as ResourceTypeName]?.consolePath ?? 'console';
  const details = KEY_ATTRIBUTES.filter((k) => created.attributes[k] && created.attributes[k] !== created.id)
    .map((k) => `${k} ${created.attributes[k]}`)
    .join(', ');
  const deps = dependencies.map((d) => `${d.type} "${d.name}" (${d.id})`).join(', ');
  const summary =
    `Created ${created.type} "${created.name}" (${created.id}) in region ${region}` +
    (details ? `: ${details}` : '') +
    `. Find it in ${where}.` +
    (deps ? ` Also created what it needs: ${deps}.` : '');
  return {
    type: created.type,
    id: created.id,
    name: created.name,
    where,
    summary,
    attributes: Object.fromEntries(Object.entries(created.attributes).filter(([k]) => !k.startsWith('Tag.'))),
    dependencies: dependencies.map(({ type, id, name }) => ({ type, id, name })),
  };
}
