// The ActionTrail console's earlier generations, oldest first: labels, nav and flags over today's hand-drawn pages (kinds/generation.ts).
import type { Generation } from '../../../console/kinds/generation';
import { actiontrail2019 } from './2019';
import { actiontrail2021 } from './2021';

export const actiontrailGenerations: Generation[] = [actiontrail2019, actiontrail2021];
