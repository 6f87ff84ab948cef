import type { ConsoleModule } from '../../../console/src/lib/product';
import { CreateFunctionPage } from './CreateFunctionPage';
import { FcHome } from './FcHome';
import { Function3Page } from './Function3Page';
import { Functions3Page } from './Functions3Page';
import { FunctionDetailPage } from './FunctionDetailPage';
import { FunctionsPage } from './FunctionsPage';
import { ServicesPage } from './ServicesPage';
import { fcVocabulary } from './useFc';
import { fcGenerations } from '../generations';

/**
 * The Function Compute console: today's 3.0 pages (Functions, a function's details) and the 2.0 pages (services and
 * their functions) that the fc@2023 generation shows.
 */
export const consoleModule: ConsoleModule = {
  vocabulary: fcVocabulary,
  titleKey: 'fc.title',
  generations: fcGenerations,
  routes: [
    { pattern: '/fc', page: FcHome },
    { pattern: '/fc/functions', page: Functions3Page },
    { pattern: '/fc/functions/create', page: CreateFunctionPage },
    { pattern: '/fc/functions/:fn', page: Function3Page },
    { pattern: '/fc/services', page: ServicesPage },
    { pattern: '/fc/services/:service', page: FunctionsPage },
    { pattern: '/fc/services/:service/functions/create', page: CreateFunctionPage },
    { pattern: '/fc/services/:service/functions/:fn', page: FunctionDetailPage },
  ],
};
