// The catalog of resource types the `openapi` provisioner can create. Adding one: a file exporting a
// `ResourceType`, and a line here (the `satisfies` makes a malformed entry a compile error).
import { instance } from './instance';
import { securityGroup } from './securityGroup';
import type { ResourceType } from './types';
import { vpc } from './vpc';
import { vswitch } from './vswitch';

export const RESOURCE_TYPES = {
  vpc,
  vswitch,
  security_group: securityGroup,
  instance,
} satisfies Record<string, ResourceType>;

export type ResourceTypeName = keyof typeof RESOURCE_TYPES;

export const isResourceTypeName = (name: string): name is ResourceTypeName => Object.hasOwn(RESOURCE_TYPES, name);

export * from './types';
