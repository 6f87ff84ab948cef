import type { ConsoleModule } from '../../../console/src/lib/product';
import { ActiontrailHome } from './ActiontrailHome';
import { EventQueryPage } from './EventQueryPage';
import { TrailDetailPage } from './TrailDetailPage';
import { TrailFormPage } from './TrailFormPage';
import { TrailsPage } from './TrailsPage';
import { actiontrailVocabulary } from './useActiontrail';
import { actiontrailGenerations } from '../generations';

/** The ActionTrail console: Event Query (LookupEvents) and trails. Routes are tried in order: `create` before `:name`. */
export const consoleModule: ConsoleModule = {
  vocabulary: actiontrailVocabulary,
  titleKey: 'actiontrail.title',
  generations: actiontrailGenerations,
  routes: [
    { pattern: '/actiontrail', page: ActiontrailHome },
    { pattern: '/actiontrail/events', page: EventQueryPage },
    { pattern: '/actiontrail/trails', page: TrailsPage },
    { pattern: '/actiontrail/trails/create', page: TrailFormPage },
    { pattern: '/actiontrail/trails/:name/edit', page: TrailFormPage },
    { pattern: '/actiontrail/trails/:name', page: TrailDetailPage },
  ],
};
