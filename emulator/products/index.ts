// Every product the emulator serves, by service name. Adding a product is one file and one line here.
import type { ProductDef, Service } from '../action.js';
import { actiontrail } from './actiontrail.js';
import { alidns } from './alidns.js';
import { cdn } from './cdn.js';
import { cms } from './cms.js';
import { ecs } from './ecs.js';
import { fc } from './fc.js';
import { kms } from './kms.js';
import { oss } from './oss.js';
import { ram } from './ram.js';
import { rds } from './rds.js';
import { slb } from './slb.js';
import { vpc } from './vpc.js';

export const products = { Ecs: ecs, Vpc: vpc, Actiontrail: actiontrail, Ram: ram, Rds: rds, Kms: kms, Cms: cms, Alidns: alidns, Oss: oss, Slb: slb, Cdn: cdn, FC: fc } satisfies Record<Service, ProductDef>;

export const productByVersion = (version: string): ProductDef | undefined =>
  Object.values(products).find((p) => p.version === version);

export const productByName = (name: string): ProductDef | undefined =>
  Object.values(products).find((p) => p.service.toLowerCase() === name.toLowerCase());
