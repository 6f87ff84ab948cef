import { dnsProduct } from './dns';
import { cmsProduct } from './cms';
import { ecsProduct } from './ecs';
import { fcProduct } from './fc';
import { kmsProduct } from './kms';
import { ossProduct } from './oss';
import type { ProductDef } from './types';
import { ramProduct } from './ram';
import { rdsProduct } from './rds';
import { vpcProduct } from './vpc';
import { slbProduct } from './slb';
import { cdnProduct } from './cdn';
import { actiontrailProduct } from './actiontrail';

/** Every product console of the emulator. Adding a product = one folder with its index.ts and one line here. */
export const products: ProductDef[] = [ecsProduct, vpcProduct, ramProduct, dnsProduct, rdsProduct, kmsProduct, cmsProduct, slbProduct, cdnProduct, fcProduct, ossProduct, actiontrailProduct];
