// The KMS console's earlier generations, oldest first: labels and nav over today's hand-drawn pages (kinds/generation.ts).
import type { Generation } from '../../../console/kinds/generation';
import { kms2021 } from './2021';
import { kms2024 } from './2024';

export const kmsGenerations: Generation[] = [kms2021, kms2024];
