// IMS (2019-08-15), served beside RAM: the SSO settings of the RAM console's SSO page. Role-based SSO trusts identity
// providers (SAML providers: a name, a note and the IdP's metadata document, Base64 encoded); user-based SSO is one
// setting of the account (on or off, the IdP's metadata, an auxiliary domain). The console's calls are `Ims` in errors
// and ActionTrail.
import type { ActionContext, ActionDef, SideApi } from '../../../action.js';
import { ApiError, notFound } from '../../../errors.js';
import { secondTime } from '../../../common.js';
import { ramOf, type SamlProvider } from './state.js';

const PROVIDERS_PER_ACCOUNT = 100;
const PROVIDER_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9._-]{0,126}[A-Za-z0-9])?$/;

const providersOf = (ctx: ActionContext) => (ramOf(ctx.tenant).samlProviders ??= {});

function providerOf(ctx: ActionContext): SamlProvider {
  const name = ctx.params.required('SAMLProviderName');
  const found = providersOf(ctx)[name];
  if (!found) throw notFound('EntityNotExist.SAMLProvider', `The SAML provider does not exist: ${name}.`);
  return found;
}

/** A metadata document as the console uploads it: Base64 of an XML document. */
function metadata(ctx: ActionContext, name: string, required: boolean): string | undefined {
  const value = required ? ctx.params.required(name) : ctx.params.optional(name);
  if (value === undefined || value === '') return value;
  const xml = Buffer.from(value, 'base64').toString('utf8');
  if (!/^\s*<(?:\?xml|[\w:]*EntityDescriptor)/.test(xml)) throw new ApiError('InvalidParameter.EncodedSAMLMetadataDocument', `${name} is not a Base64-encoded SAML metadata document.`);
  return value;
}

const view = (ctx: ActionContext, p: SamlProvider) => ({
  SAMLProviderName: p.SAMLProviderName, Description: p.Description, Arn: `acs:ram::${ctx.tenant.accountId}:saml-provider/${p.SAMLProviderName}`,
  CreateDate: p.CreateDate, UpdateDate: p.UpdateDate,
});

const userSsoOf = (ctx: ActionContext) => ramOf(ctx.tenant).userSso ?? { SsoEnabled: false, MetadataDocument: '', AuxiliaryDomain: '' };

export const ims: SideApi = {
  service: 'Ims',
  version: '2019-08-15',
  endpoint: 'ims.aliyuncs.com',
  actions: {
    CreateSAMLProvider: {
      rw: 'Write',
      handle(ctx) {
        const name = ctx.params.required('SAMLProviderName');
        if (!PROVIDER_NAME.test(name)) throw new ApiError('InvalidParameter.SAMLProviderName', 'SAMLProviderName: up to 128 letters, digits, periods (.), hyphens (-) and underscores (_), not starting or ending with a symbol.');
        const document = metadata(ctx, 'EncodedSAMLMetadataDocument', true)!;
        const all = providersOf(ctx);
        if (all[name]) throw new ApiError('EntityAlreadyExists.SAMLProvider', `The SAML provider already exists: ${name}.`, 409);
        if (Object.keys(all).length >= PROVIDERS_PER_ACCOUNT) throw new ApiError('LimitExceeded.SAMLProvider', `The count of SAML providers exceeds the limit of ${PROVIDERS_PER_ACCOUNT}.`, 409);
        const now = secondTime(ctx.now);
        all[name] = { SAMLProviderName: name, Description: ctx.params.optional('Description') ?? '', EncodedSAMLMetadataDocument: document, CreateDate: now, UpdateDate: now };
        return { SAMLProvider: view(ctx, all[name]) };
      },
    },
    GetSAMLProvider: {
      rw: 'Read',
      handle(ctx) {
        const p = providerOf(ctx);
        return { SAMLProvider: { ...view(ctx, p), EncodedSAMLMetadataDocument: p.EncodedSAMLMetadataDocument } };
      },
    },
    ListSAMLProviders: {
      rw: 'Read',
      handle(ctx) {
        const list = Object.values(providersOf(ctx)).sort((a, b) => a.CreateDate.localeCompare(b.CreateDate));
        return { IsTruncated: false, SAMLProviders: { SAMLProvider: list.map((p) => view(ctx, p)) } };
      },
    },
    UpdateSAMLProvider: {
      rw: 'Write',
      handle(ctx) {
        const p = providerOf(ctx);
        const description = ctx.params.optional('NewDescription');
        const document = metadata(ctx, 'NewEncodedSAMLMetadataDocument', false);
        if (description !== undefined) p.Description = description;
        if (document) p.EncodedSAMLMetadataDocument = document;
        p.UpdateDate = secondTime(ctx.now);
        return { SAMLProvider: view(ctx, p) };
      },
    },
    DeleteSAMLProvider: {
      rw: 'Write',
      effect: 'delete',
      handle(ctx) {
        const p = providerOf(ctx);
        delete providersOf(ctx)[p.SAMLProviderName];
        return {};
      },
    },
    GetUserSsoSettings: {
      rw: 'Read',
      handle(ctx) {
        return { UserSsoSettings: { ...userSsoOf(ctx) } };
      },
    },
    SetUserSsoSettings: {
      rw: 'Write',
      handle(ctx) {
        const current = userSsoOf(ctx);
        const enabled = ctx.params.bool('SsoEnabled', current.SsoEnabled);
        const document = metadata(ctx, 'MetadataDocument', false) ?? current.MetadataDocument;
        if (enabled && !document) throw new ApiError('InvalidParameter.MetadataDocument', 'User-based SSO needs the IdP\'s metadata document before it is enabled.');
        const next = { SsoEnabled: enabled, MetadataDocument: document, AuxiliaryDomain: ctx.params.optional('AuxiliaryDomain') ?? current.AuxiliaryDomain };
        ramOf(ctx.tenant).userSso = next;
        return { UserSsoSettings: { ...next } };
      },
    },
  } satisfies Record<string, ActionDef>,
};
