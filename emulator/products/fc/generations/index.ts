// The Function Compute console's earlier generations, oldest first: navigation and flags over today's hand-drawn
// pages (kinds/generation.ts).
import type { Generation } from '../../../console/kinds/generation';
import { fc2023 } from './2023';
import { fc2024 } from './2024';

export const fcGenerations: Generation[] = [fc2023, fc2024];
