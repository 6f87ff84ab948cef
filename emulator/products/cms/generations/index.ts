// The CloudMonitor console's earlier generations, oldest first: labels over today's hand-drawn pages (kinds/generation.ts).
import type { Generation } from '../../../console/kinds/generation';
import { cms2020 } from './2020';

export const cmsGenerations: Generation[] = [cms2020];
