// CLB domain name extensions (SLB 2014-05-15), which the consoles call additional certificates (today) or
// additional domains / 扩展域名 (2019): an HTTPS listener presents another server certificate to clients that ask
// for one of its extra domain names (SNI). CreateDomainExtension names the listener by LoadBalancerId and
// ListenerPort; the others name the extension by its `de-…` id. SetDomainExtensionAttribute only swaps the
// certificate. Extensions go with their listener; a certificate an extension uses cannot be deleted (certificates.ts).
import type { ActionContext, ActionDef } from '../../../action.js';
import { ApiError, invalidParameter, notFound } from '../../../errors.js';
import { findRegion } from '../../../catalog.js';
import { newId } from '../../../common.js';
import { certificateOf } from './certificates.js';
import { loadBalancerOf, slbOf, type DomainExtension, type LoadBalancer } from './state.js';

export type SlbDomainExtensionAction =
  | 'CreateDomainExtension' | 'DescribeDomainExtensions' | 'DescribeDomainExtensionAttribute' | 'SetDomainExtensionAttribute' | 'DeleteDomainExtension';

const EXTENSIONS_PER_LISTENER = 20;
/** Letters, digits, `-` and `.`, starting with a letter or digit; a wildcard `*.` in front. */
const DOMAIN = /^(?:\*\.)?[A-Za-z0-9][A-Za-z0-9.-]{0,79}$/;

export const extensionsOf = (lb: LoadBalancer) => (lb.domainExtensions ??= []);

/** The HTTPS listener the call names by ListenerPort. */
function httpsListener(ctx: ActionContext, lb: LoadBalancer) {
  ctx.params.required('ListenerPort');
  const port = ctx.params.int('ListenerPort', { min: 1, max: 65535, fallback: 0 });
  const listener = lb.listeners.find((l) => l.ListenerPort === port);
  if (!listener) throw notFound('InvalidParameter', `The listener on port ${port} does not exist in the load balancer ${lb.LoadBalancerId}.`);
  if (listener.ListenerProtocol !== 'https') throw new ApiError('OperationUnsupported.DomainExtension', 'Only HTTPS listeners take domain name extensions.');
  return listener;
}

/** The extension the call names by DomainExtensionId, with its load balancer. */
function extensionOf(ctx: ActionContext): { lb: LoadBalancer; ext: DomainExtension } {
  const id = ctx.params.required('DomainExtensionId');
  const regionId = ctx.params.optional('RegionId');
  for (const lb of Object.values(slbOf(ctx.tenant, ctx.now).loadBalancers)) {
    const ext = extensionsOf(lb).find((e) => e.DomainExtensionId === id);
    if (ext && (!regionId || lb.RegionId === regionId)) return { lb, ext };
  }
  throw notFound('InvalidParameter.DomainExtensionId', `The specified DomainExtensionId "${id}" does not exist.`);
}

/** The certificate named by ServerCertificateId, in the load balancer's region. */
function certificateFor(ctx: ActionContext, lb: LoadBalancer): string {
  const cert = certificateOf(ctx);
  if (cert.RegionId !== lb.RegionId) throw notFound('ServerCertificateId.NotFound', `The specified ServerCertificateId "${cert.ServerCertificateId}" does not exist in ${lb.RegionId}.`);
  return cert.ServerCertificateId;
}

const view = ({ Domain, DomainExtensionId, ServerCertificateId }: DomainExtension) => ({ Domain, DomainExtensionId, ServerCertificateId });

export const slbDomainExtensionActions = {
  CreateDomainExtension: {
    rw: 'Write',
    handle(ctx) {
      const lb = loadBalancerOf(ctx);
      const listener = httpsListener(ctx, lb);
      const domain = ctx.params.required('Domain').trim();
      if (!DOMAIN.test(domain)) throw invalidParameter('Domain', 'A domain name has letters, digits, hyphens (-) and periods (.), starts with a letter or a digit, and may start with *. for a wildcard.');
      const certificateId = certificateFor(ctx, lb);
      const own = extensionsOf(lb).filter((e) => e.ListenerPort === listener.ListenerPort);
      if (own.some((e) => e.Domain.toLowerCase() === domain.toLowerCase())) throw new ApiError('DomainExtensionExist', `The domain name ${domain} is already an extension of the listener on port ${listener.ListenerPort}.`);
      if (own.length >= EXTENSIONS_PER_LISTENER) throw new ApiError('QuotaExceeded.DomainExtension', `A listener has at most ${EXTENSIONS_PER_LISTENER} domain name extensions.`);
      const ext: DomainExtension = { DomainExtensionId: newId(ctx, 'de', findRegion(lb.RegionId)!), Domain: domain, ServerCertificateId: certificateId, ListenerPort: listener.ListenerPort };
      extensionsOf(lb).push(ext);
      return { DomainExtensionId: ext.DomainExtensionId, ListenerPort: ext.ListenerPort };
    },
  },
  DescribeDomainExtensions: {
    rw: 'Read',
    handle(ctx) {
      const lb = loadBalancerOf(ctx);
      const listener = httpsListener(ctx, lb);
      const id = ctx.params.optional('DomainExtensionId');
      const list = extensionsOf(lb).filter((e) => e.ListenerPort === listener.ListenerPort && (!id || e.DomainExtensionId === id));
      return { DomainExtensions: { DomainExtension: list.map(view) } };
    },
  },
  DescribeDomainExtensionAttribute: {
    rw: 'Read',
    handle(ctx) {
      const { lb, ext } = extensionOf(ctx);
      return { ...view(ext), LoadBalancerId: lb.LoadBalancerId, ListenerPort: ext.ListenerPort };
    },
  },
  SetDomainExtensionAttribute: {
    rw: 'Write',
    handle(ctx) {
      const { lb, ext } = extensionOf(ctx);
      ext.ServerCertificateId = certificateFor(ctx, lb);
      return {};
    },
  },
  DeleteDomainExtension: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      const { lb, ext } = extensionOf(ctx);
      lb.domainExtensions = extensionsOf(lb).filter((e) => e !== ext);
      return {};
    },
  },
} satisfies Record<SlbDomainExtensionAction, ActionDef>;
