// Today's CLB pages as data (emulator/console/kinds/spec.ts): the listener configuration wizard. The other pages
// are drawn by hand (../*.tsx).
import type { PageSpec } from '../../../../console/kinds/spec';
import { listenerWizard } from './listenerWizard';

export const slbPages: PageSpec[] = [listenerWizard];
