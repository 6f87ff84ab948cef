import type { ConsoleModule } from '../../../console/src/lib/product';
import { CreateFunctionPage } from './CreateFunctionPage';
import { FcHome } from './FcHome';
import { FunctionDetailPage } from './FunctionDetailPage';
import { FunctionsPage } from './FunctionsPage';
import { ServicesPage } from './ServicesPage';
import { fcVocabulary } from './useFc';

/** The Function Compute 2.0 console: services, their functions, a function's code, configuration and triggers. */
export const consoleModule: ConsoleModule = {
  vocabulary: fcVocabulary,
  titleKey: 'fc.title',
  routes: [
    { pattern: '/fc', page: FcHome },
    { pattern: '/fc/services', page: ServicesPage },
    { pattern: '/fc/services/:service', page: FunctionsPage },
    { pattern: '/fc/services/:service/functions/create', page: CreateFunctionPage },
    { pattern: '/fc/services/:service/functions/:fn', page: FunctionDetailPage },
  ],
};
