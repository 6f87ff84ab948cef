// Today's CloudMonitor pages as data (emulator/console/kinds/spec.ts): the 2.0 Alert Center's notification
// objects. The 1.0 pages of the generation cms@2020 are drawn by hand (../*.tsx).
import type { PageSpec } from '../../../../console/kinds/spec';
import { notifyPages } from './notify';

export const cmsPages: PageSpec[] = [...notifyPages];
