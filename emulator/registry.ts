// Every product the emulator serves, by service name. Adding a product is one file and one line here.
import type { ProductDef, Service } from './action.js';
import { actiontrail } from './products/actiontrail/index.js';
import { alidns } from './products/dns/index.js';
import { cdn } from './products/cdn/index.js';
import { cms } from './products/cms/index.js';
import { ecs } from './products/ecs/index.js';
import { fc } from './products/fc/index.js';
import { kms } from './products/kms/index.js';
import { oss } from './products/oss/index.js';
import { ram } from './products/ram/index.js';
import { rds } from './products/rds/index.js';
import { slb } from './products/slb/index.js';
import { vpc } from './products/vpc/index.js';

export const products = { Ecs: ecs, Vpc: vpc, Actiontrail: actiontrail, Ram: ram, Rds: rds, Kms: kms, Cms: cms, Alidns: alidns, Oss: oss, Slb: slb, Cdn: cdn, FC: fc } satisfies Record<Service, ProductDef>;

export const productByVersion = (version: string): ProductDef | undefined =>
  Object.values(products).find((p) => p.version === version);

export const productByName = (name: string): ProductDef | undefined =>
  Object.values(products).find((p) => p.service.toLowerCase() === name.toLowerCase());
