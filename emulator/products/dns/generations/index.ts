// The DNS console's earlier generations, oldest first: labels and flags over today's hand-drawn pages (kinds/generation.ts).
import type { Generation } from '../../../console/kinds/generation';
import { dns2021 } from './2021';

export const dnsGenerations: Generation[] = [dns2021];
