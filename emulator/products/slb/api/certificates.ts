// CLB server certificates (SLB 2014-05-15): PEM certificates with their private keys uploaded to a region, which
// HTTPS listeners present. The private key is kept for the listener and never answered; a certificate an HTTPS
// listener uses cannot be deleted.
import { createHash } from 'node:crypto';
import type { ActionContext, ActionDef } from '../../../action.js';
import { ApiError, invalidParameter, notFound, quotaExceeded } from '../../../errors.js';
import { newId, region, secondTime } from '../../../common.js';
import { slbOf, type ServerCertificate } from './state.js';

export type SlbCertificateAction = 'UploadServerCertificate' | 'DescribeServerCertificates' | 'SetServerCertificateName' | 'DeleteServerCertificate';

const CERTS_PER_REGION = 100;
const YEAR_MS = 365 * 24 * 3600 * 1000;
const CERT = /^\s*-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----\s*$/;
const KEY = /^\s*-----BEGIN (RSA |EC )?PRIVATE KEY-----[\s\S]+?-----END (RSA |EC )?PRIVATE KEY-----\s*$/;

const certsOf = (ctx: ActionContext) => (slbOf(ctx.tenant, ctx.now).certificates ??= {});

/** 1–80 characters: letters, digits, Chinese characters, `.`, `_`, `-`. */
function checkName(name: string | undefined): void {
  if (name !== undefined && !/^[A-Za-z0-9\u4e00-\u9fa5._-]{1,80}$/.test(name)) {
    throw invalidParameter('ServerCertificateName', 'It must be 1 to 80 characters long and contain letters, digits, Chinese characters, periods (.), underscores (_) and hyphens (-).');
  }
}

export function certificateOf(ctx: ActionContext, id = ctx.params.required('ServerCertificateId')): ServerCertificate {
  const cert = certsOf(ctx)[id];
  const regionId = ctx.params.optional('RegionId');
  if (!cert || (regionId && cert.RegionId !== regionId)) throw notFound('ServerCertificateId.NotFound', `The specified ServerCertificateId "${id}" does not exist.`);
  return cert;
}

const view = ({ privateKey: _, ...c }: ServerCertificate) => c;

export const slbCertificateActions = {
  UploadServerCertificate: {
    rw: 'Write',
    handle(ctx) {
      const reg = region(ctx);
      const body = ctx.params.required('ServerCertificate');
      const key = ctx.params.required('PrivateKey');
      if (!CERT.test(body)) throw new ApiError('InvalidParameter.ServerCertificate', 'The certificate must be PEM: -----BEGIN CERTIFICATE----- … -----END CERTIFICATE-----.');
      if (!KEY.test(key)) throw new ApiError('InvalidParameter.PrivateKey', 'The private key must be PEM and unencrypted: -----BEGIN RSA PRIVATE KEY----- … -----END RSA PRIVATE KEY-----.');
      const name = ctx.params.optional('ServerCertificateName');
      checkName(name);
      const certs = certsOf(ctx);
      if (Object.values(certs).filter((c) => c.RegionId === reg.id).length >= CERTS_PER_REGION) throw quotaExceeded(`The quota of ${CERTS_PER_REGION} server certificates in ${reg.id} is exceeded.`);
      const id = newId(ctx, 'cert', reg).replace(/^cert-/, `${ctx.tenant.accountId}-${reg.id}-`);
      const fingerprint = createHash('sha1').update(body.replace(/\s+/g, '')).digest('hex').match(/../g)!.join(':');
      const expires = ctx.now + YEAR_MS;
      const cert: ServerCertificate = {
        ServerCertificateId: id, ServerCertificateName: name ?? id, Fingerprint: fingerprint, RegionId: reg.id, CommonName: 'www.example.com',
        SubjectAlternativeNames: { SubjectAlternativeName: [] }, ExpireTime: secondTime(expires), ExpireTimeStamp: expires, CreateTime: secondTime(ctx.now),
        CreateTimeStamp: ctx.now, IsAliCloudCertificate: 0, ResourceGroupId: ctx.params.optional('ResourceGroupId') ?? ctx.tenant.resourceGroupId, privateKey: key,
      };
      certs[id] = cert;
      return view(cert);
    },
  },
  DescribeServerCertificates: {
    rw: 'Read',
    handle(ctx) {
      const reg = region(ctx);
      const id = ctx.params.optional('ServerCertificateId');
      const list = Object.values(certsOf(ctx)).filter((c) => c.RegionId === reg.id && (!id || c.ServerCertificateId === id)).sort((a, b) => b.CreateTimeStamp - a.CreateTimeStamp);
      return { ServerCertificates: { ServerCertificate: list.map(view) } };
    },
  },
  SetServerCertificateName: {
    rw: 'Write',
    handle(ctx) {
      const cert = certificateOf(ctx);
      const name = ctx.params.required('ServerCertificateName');
      checkName(name);
      cert.ServerCertificateName = name;
      return {};
    },
  },
  DeleteServerCertificate: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      const cert = certificateOf(ctx);
      const used = Object.values(slbOf(ctx.tenant, ctx.now).loadBalancers).some((lb) => lb.listeners.some((l) => l.ServerCertificateId === cert.ServerCertificateId));
      if (used) throw new ApiError('ResourceInUse.ServerCertificate', `The server certificate ${cert.ServerCertificateId} is used by an HTTPS listener.`);
      const extension = Object.values(slbOf(ctx.tenant, ctx.now).loadBalancers).some((lb) => (lb.domainExtensions ?? []).some((e) => e.ServerCertificateId === cert.ServerCertificateId));
      if (extension) throw new ApiError('ResourceInUse.ServerCertificate', `The server certificate ${cert.ServerCertificateId} is used by a domain name extension of an HTTPS listener.`);
      delete certsOf(ctx)[cert.ServerCertificateId];
      return {};
    },
  },
} satisfies Record<SlbCertificateAction, ActionDef>;
