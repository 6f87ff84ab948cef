import { dnsProduct } from '../../products/dns/console';
import { cmsProduct } from '../../products/cms/console';
import { ecsProduct } from '../../products/ecs/console';
import { fcProduct } from '../../products/fc/console';
import { kmsProduct } from '../../products/kms/console';
import { ossProduct } from '../../products/oss/console';
import type { ProductDef } from './lib/product';
import { ramProduct } from '../../products/ram/console';
import { rdsProduct } from '../../products/rds/console';
import { vpcProduct } from '../../products/vpc/console';
import { slbProduct } from '../../products/slb/console';
import { cdnProduct } from '../../products/cdn/console';
import { actiontrailProduct } from '../../products/actiontrail/console';

/** Every product console of the emulator. Adding a product = one folder with its index.ts and one line here. */
export const products: ProductDef[] = [ecsProduct, vpcProduct, ramProduct, dnsProduct, rdsProduct, kmsProduct, cmsProduct, slbProduct, cdnProduct, fcProduct, ossProduct, actiontrailProduct];
