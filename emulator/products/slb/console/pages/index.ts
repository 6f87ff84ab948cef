// Today's CLB pages as data (emulator/console/kinds/spec.ts): the listener configuration wizard, the access
// control lists and the server certificates. The other pages are drawn by hand (../*.tsx).
import type { PageSpec } from '../../../../console/kinds/spec';
import { aclPages } from './acls';
import { certificatePages } from './certificates';
import { listenerWizard } from './listenerWizard';

export const slbPages: PageSpec[] = [listenerWizard, ...aclPages, ...certificatePages];
