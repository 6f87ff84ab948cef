// RAM's SSO settings through the official generic client (signed RPC): IMS (2019-08-15), served beside RAM, with the
// identity providers of role-based SSO and the account's user-based SSO, and the ActionTrail events they leave.
import * as $OpenApi from '@alicloud/openapi-client';
import * as $Util from '@alicloud/tea-util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../server.js';
import { lookupEvents, newAccount, openApiClient, sdkError, type Account } from '../../testing.js';

let em: RunningEmulator;
let account: Account;
const METADATA = Buffer.from('<?xml version="1.0"?><md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://idp.example.com"/>').toString('base64');

async function ims(action: string, query: Record<string, string> = {}) {
  const params = new $OpenApi.Params({
    action, version: '2019-08-15', protocol: 'HTTP', pathname: '/', method: 'POST',
    authType: 'AK', style: 'RPC', reqBodyType: 'formData', bodyType: 'json',
  });
  const res = await openApiClient(em, account).callApi(params, new $OpenApi.OpenApiRequest({ query }), new $Util.RuntimeOptions({}));
  return res.body as Record<string, any>;
}

beforeAll(async () => {
  em = await startEmulator({ seed: 'ram-sso', eventDelayMs: 0 });
  account = await newAccount(em);
});
afterAll(() => em.close());

describe('IMS SSO settings', () => {
  it('creates, lists, updates and deletes an identity provider', async () => {
    const created = await ims('CreateSAMLProvider', { SAMLProviderName: 'okta-idp', Description: 'first', EncodedSAMLMetadataDocument: METADATA });
    expect(created.SAMLProvider).toMatchObject({ SAMLProviderName: 'okta-idp', Description: 'first', Arn: `acs:ram::${account.accountId}:saml-provider/okta-idp` });
    expect((await sdkError(ims('CreateSAMLProvider', { SAMLProviderName: 'okta-idp', EncodedSAMLMetadataDocument: METADATA }))).code).toBe('EntityAlreadyExists.SAMLProvider');
    expect((await sdkError(ims('CreateSAMLProvider', { SAMLProviderName: '-bad', EncodedSAMLMetadataDocument: METADATA }))).code).toBe('InvalidParameter.SAMLProviderName');
    expect((await sdkError(ims('CreateSAMLProvider', { SAMLProviderName: 'plain', EncodedSAMLMetadataDocument: Buffer.from('hello').toString('base64') }))).code).toBe('InvalidParameter.EncodedSAMLMetadataDocument');
    expect((await ims('ListSAMLProviders')).SAMLProviders.SAMLProvider.map((p: { SAMLProviderName: string }) => p.SAMLProviderName)).toEqual(['okta-idp']);

    await ims('UpdateSAMLProvider', { SAMLProviderName: 'okta-idp', NewDescription: 'second' });
    expect((await ims('GetSAMLProvider', { SAMLProviderName: 'okta-idp' })).SAMLProvider).toMatchObject({ Description: 'second', EncodedSAMLMetadataDocument: METADATA });
    await ims('DeleteSAMLProvider', { SAMLProviderName: 'okta-idp' });
    expect((await sdkError(ims('GetSAMLProvider', { SAMLProviderName: 'okta-idp' }))).code).toBe('EntityNotExist.SAMLProvider');

    const events = (await lookupEvents(openApiClient(em, account), { 'LookupAttribute.1.Key': 'EventName', 'LookupAttribute.1.Value': 'CreateSAMLProvider' })).Events;
    expect(events.find((e) => !e.errorCode)).toMatchObject({ eventName: 'CreateSAMLProvider', serviceName: 'Ims', requestParameters: expect.objectContaining({ SAMLProviderName: 'okta-idp' }) });
  });

  it('turns user-based SSO on only with a metadata document, and off again', async () => {
    expect((await ims('GetUserSsoSettings')).UserSsoSettings).toEqual({ SsoEnabled: false, MetadataDocument: '', AuxiliaryDomain: '' });
    expect((await sdkError(ims('SetUserSsoSettings', { SsoEnabled: 'true' }))).code).toBe('InvalidParameter.MetadataDocument');
    await ims('SetUserSsoSettings', { SsoEnabled: 'true', MetadataDocument: METADATA, AuxiliaryDomain: 'example.com' });
    expect((await ims('GetUserSsoSettings')).UserSsoSettings).toEqual({ SsoEnabled: true, MetadataDocument: METADATA, AuxiliaryDomain: 'example.com' });
    await ims('SetUserSsoSettings', { SsoEnabled: 'false' });
    expect((await ims('GetUserSsoSettings')).UserSsoSettings).toMatchObject({ SsoEnabled: false, AuxiliaryDomain: 'example.com' });
  });
});
