// The SLB console's earlier generations, oldest first: labels, nav and flags over today's hand-drawn pages (kinds/generation.ts).
import type { Generation } from '../../../console/kinds/generation';
import { slb2019 } from './2019';
import { slb2021 } from './2021';

export const slbGenerations: Generation[] = [slb2019, slb2021];
