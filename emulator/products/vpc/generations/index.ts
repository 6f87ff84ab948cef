// The VPC console's earlier generations, oldest first: labels and nav over today's hand-drawn pages (kinds/generation.ts).
import type { Generation } from '../../../console/kinds/generation';
import { vpc2019 } from './2019';
import { vpc2021 } from './2021';

export const vpcGenerations: Generation[] = [vpc2019, vpc2021];
