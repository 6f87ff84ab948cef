import { handDrawnConsole } from '../../../console/src/lib/product';
import { ActiontrailHome } from './ActiontrailHome';
import { EventQueryPage } from './EventQueryPage';
import { TrailDetailPage } from './TrailDetailPage';
import { TrailFormPage } from './TrailFormPage';
import { TrailsPage } from './TrailsPage';
import { actiontrailVocabulary } from './useActiontrail';
import { actiontrailGenerations } from '../generations';

/** The ActionTrail console: Event Query (LookupEvents) and trails. Routes are tried in order: `create` before `:name`. */
export const consoleModule = handDrawnConsole(actiontrailVocabulary, {
  '/actiontrail': ActiontrailHome,
  '/actiontrail/events': EventQueryPage,
  '/actiontrail/trails': TrailsPage,
  '/actiontrail/trails/create': TrailFormPage,
  '/actiontrail/trails/:name/edit': TrailFormPage,
  '/actiontrail/trails/:name': TrailDetailPage,
}, { generations: actiontrailGenerations });
