// An identity provider of RAM's role-based SSO: an IMS (2019-08-15) SAML provider, named by `SAMLProviderName`, with a
// note (`Description`) and the IdP's metadata document, Base64 encoded (`EncodedSAMLMetadataDocument`; a placeholder
// IdP's when none is given). Destroy deletes it.
import type { CloudClient } from '../sdk';
import { scalarFields, type CreatedResource, type ResourceType, unlessGone } from './types';
import { markerRpc, listed } from './listing';

/** The metadata of an IdP that exists nowhere (example.com): enough for CreateSAMLProvider, which reads it as SAML 2.0 metadata. */
const PLACEHOLDER_METADATA = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?>' +
    '<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://idp.example.com/aca">' +
    '<md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">' +
    '<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://idp.example.com/aca/sso"/>' +
    '</md:IDPSSODescriptor></md:EntityDescriptor>',
).toString('base64');

const getProvider = async (client: CloudClient, name: string) =>
  (await unlessGone(client.call<{ SAMLProvider?: Record<string, unknown> }>('ims', 'GetSAMLProvider', { SAMLProviderName: name })))?.SAMLProvider;

export const ramSamlProvider = {
  type: 'ram_saml_provider',
  description: 'An identity provider of RAM role-based SSO, an IMS SAML provider (SAMLProviderName, Description, EncodedSAMLMetadataDocument: a placeholder IdP\'s unless given).',
  nameParam: 'SAMLProviderName',
  tagging: 'none',
  dependencies: [],
  consolePath: 'RAM console > Integrations > SSO > Role-based SSO',

  async create(client, attrs): Promise<CreatedResource> {
    const params: Record<string, string> = { EncodedSAMLMetadataDocument: PLACEHOLDER_METADATA, ...attrs };
    const created = await client.call<{ SAMLProvider?: Record<string, unknown> }>('ims', 'CreateSAMLProvider', params);
    const name = String(created.SAMLProvider?.SAMLProviderName ?? params.SAMLProviderName);
    // The metadata document is long and the provider's own: the attributes keep what a task names.
    const kept = Object.fromEntries(Object.entries(attrs).filter(([k]) => k !== 'EncodedSAMLMetadataDocument'));
    return { id: name, name, attributes: { ...kept, ...scalarFields(created.SAMLProvider ?? {}, ['SAMLProviderName', 'Arn']) } };
  },

  async verify(client, resource) {
    return (await getProvider(client, resource.id)) !== undefined;
  },

  async destroy(client, resource) {
    await unlessGone(client.call('ims', 'DeleteSAMLProvider', { SAMLProviderName: resource.id }));
    if (await getProvider(client, resource.id)) throw new Error(`SAML provider ${resource.id} still exists after DeleteSAMLProvider.`);
  },

  async list(client) {
    const providers = await markerRpc(client, 'ListSAMLProviders', {}, ['SAMLProviders', 'SAMLProvider'], 'ims');
    return providers.map((p) => listed(p, String(p.SAMLProviderName), p.SAMLProviderName, scalarFields(p, ['SAMLProviderName', 'Arn', 'Description'])));
  },
} satisfies ResourceType;
