import { handDrawnConsole } from '../../../console/src/lib/product';
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
export const consoleModule = handDrawnConsole(fcVocabulary, {
  '/fc': FcHome,
  '/fc/functions': Functions3Page,
  '/fc/functions/create': CreateFunctionPage,
  '/fc/functions/:fn': Function3Page,
  '/fc/services': ServicesPage,
  '/fc/services/:service': FunctionsPage,
  '/fc/services/:service/functions/create': CreateFunctionPage,
  '/fc/services/:service/functions/:fn': FunctionDetailPage,
}, { generations: fcGenerations });
