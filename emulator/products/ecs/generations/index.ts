// The ECS console's earlier generations, oldest first: data over today's console (kinds/generation.ts).
import type { Generation } from '../../../console/kinds/generation';
import { ecs2019 } from './2019';
import { ecs2021 } from './2021';
import { ecs2023 } from './2023';

export const ecsGenerations: Generation[] = [ecs2019, ecs2021, ecs2023];
