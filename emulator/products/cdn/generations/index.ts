// The CDN console's earlier generations, oldest first: labels and flags over today's hand-drawn pages (kinds/generation.ts).
import type { Generation } from '../../../console/kinds/generation';
import { cdn2021 } from './2021';

export const cdnGenerations: Generation[] = [cdn2021];
