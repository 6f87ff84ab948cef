import type { ConsoleModule } from '../../../console/src/lib/product';
import { DnsHome } from './DnsHome';
import { DomainsPage } from './DomainsPage';
import { RecordsFrame, RecordsPage } from './RecordsPage';
import { dnsVocabulary } from './useDns';
import { WeightsPage } from './WeightsPage';
import { dnsGenerations } from '../generations';

/** The Alibaba Cloud DNS console: domain names and each one's DNS settings (its records). */
export const consoleModule: ConsoleModule = {
  vocabulary: dnsVocabulary,
  titleKey: 'dns.title',
  generations: dnsGenerations,
  routes: [
    { pattern: '/dns', page: DnsHome },
    { pattern: '/dns/domains', page: DomainsPage },
    { pattern: '/dns/domains/:domain/weights', page: WeightsPage },
    { pattern: '/dns/domains/:domain', page: RecordsPage },
    // The records micro-frontend that DNS Settings shows in an iframe: no console frame of its own.
    { pattern: '/dns/embed/domains/:domain', page: RecordsFrame, layout: 'full' },
  ],
};
