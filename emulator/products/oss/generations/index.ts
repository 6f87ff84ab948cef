// The OSS console's earlier generations, oldest first: labels, nav and flags over today's hand-drawn pages
// (kinds/generation.ts).
import type { Generation } from '../../../console/kinds/generation';
import { oss2019 } from './2019';
import { oss2021 } from './2021';

export const ossGenerations: Generation[] = [oss2019, oss2021];
