import { ecsProduct } from './ecs';
import type { ProductDef } from './types';
import { ramProduct } from './ram';
import { vpcProduct } from './vpc';

/** Every product console of the emulator. Adding a product = one folder with its index.ts and one line here. */
export const products: ProductDef[] = [ecsProduct, vpcProduct, ramProduct];
