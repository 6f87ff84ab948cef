import { fullPage, handDrawnConsole } from '../../../console/src/lib/product';
import { DnsHome } from './DnsHome';
import { DomainsPage } from './DomainsPage';
import { RecordsFrame, RecordsPage } from './RecordsPage';
import { dnsVocabulary } from './useDns';
import { WeightsPage } from './WeightsPage';
import { dnsGenerations } from '../generations';

/** The Alibaba Cloud DNS console: domain names and each one's DNS settings (its records). */
export const consoleModule = handDrawnConsole(dnsVocabulary, {
  '/dns': DnsHome,
  '/dns/domains': DomainsPage,
  '/dns/domains/:domain/weights': WeightsPage,
  '/dns/domains/:domain': RecordsPage,
  // The records micro-frontend that DNS Settings shows in an iframe: no console frame of its own.
  '/dns/embed/domains/:domain': fullPage(RecordsFrame),
}, { generations: dnsGenerations });
