// The RAM console's earlier generations, oldest first: labels and nav over today's hand-drawn pages (kinds/generation.ts).
import type { Generation } from '../../../console/kinds/generation';
import { ram2021 } from './2021';

export const ramGenerations: Generation[] = [ram2021];
