// Today's CLB pages as data (emulator/console/kinds/spec.ts): the listener configuration wizard and the access
// control lists. The other pages are drawn by hand (../*.tsx).
import type { PageSpec } from '../../../../console/kinds/spec';
import { aclPages } from './acls';
import { listenerWizard } from './listenerWizard';

export const slbPages: PageSpec[] = [listenerWizard, ...aclPages];
