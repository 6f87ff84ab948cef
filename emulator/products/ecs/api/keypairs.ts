// ECS SSH key pairs. CreateKeyPair returns the private key once (the trail masks it); ImportKeyPair keeps a public key.
import { createHash, generateKeyPairSync } from 'node:crypto';
import type { ActionDef } from '../../../action.js';
import { ApiError, invalidParameter, malformed, missingParameter } from '../../../errors.js';
import { newestFirst, newId, page, region, secondTime } from '../../../common.js';
import { storageOf, type KeyPair } from './storage-state.js';
import { readTags, setTags, tagMatcher, tagView } from '../../../tags.js';

export type EcsKeyPairAction = 'CreateKeyPair' | 'ImportKeyPair' | 'DescribeKeyPairs' | 'DeleteKeyPairs';

const KEY_PAIRS_PER_REGION = 500;

function checkKeyPairName(name: string): void {
  if (!/^[A-Za-z\u4e00-\u9fa5][A-Za-z0-9\u4e00-\u9fa5._:-]{1,127}$/.test(name) || /^https?:\/\//.test(name)) {
    throw malformed('InvalidKeyPairName.Malformed', 'The specified parameter KeyPairName is not valid: 2 to 128 characters, starting with a letter, then letters, digits, periods (.), underscores (_), hyphens (-) and colons (:).');
  }
}

const fingerprint = (der: Buffer) => createHash('md5').update(der).digest('hex').match(/../g)!.join(':');

/** `ssh-rsa AAAA...` in OpenSSH wire format, from an RSA public key's JWK. */
function openSshRsa(n: Buffer, e: Buffer): Buffer {
  const mpint = (b: Buffer) => (b[0] & 0x80 ? Buffer.concat([Buffer.from([0]), b]) : b);
  const field = (b: Buffer) => Buffer.concat([Buffer.from([0, 0, 0, 0].map((_, i) => (b.length >>> (24 - 8 * i)) & 255)), b]);
  return Buffer.concat([field(Buffer.from('ssh-rsa')), field(mpint(e)), field(mpint(n))]);
}

function newKeyPair(ctx: Parameters<ActionDef['handle']>[0], name: string, publicKeyBody: string, blob: Buffer): KeyPair {
  const reg = region(ctx);
  const state = storageOf(ctx);
  checkKeyPairName(name);
  const tags = readTags(ctx.params);
  if (Object.values(state.keyPairs).some((k) => k.RegionId === reg.id && k.KeyPairName === name)) {
    throw new ApiError('KeyPair.AlreadyExist', `The key pair ${name} already exists.`, 400);
  }
  if (Object.values(state.keyPairs).filter((k) => k.RegionId === reg.id).length >= KEY_PAIRS_PER_REGION) {
    throw new ApiError('QuotaExceed.KeyPair', `The key pair quota of ${KEY_PAIRS_PER_REGION} in ${reg.id} is exceeded.`, 400);
  }
  const pair: KeyPair = {
    KeyPairName: name, KeyPairId: newId(ctx, 'kp', reg), KeyPairFingerPrint: fingerprint(blob), RegionId: reg.id,
    CreationTime: secondTime(ctx.now), ResourceGroupId: ctx.params.optional('ResourceGroupId') ?? ctx.tenant.resourceGroupId, PublicKeyBody: publicKeyBody,
  };
  state.keyPairs[`${reg.id}/${name}`] = pair;
  setTags(ctx.tenant, 'Ecs:keypair', `${reg.id}/${name}`, tags);
  return pair;
}

export const ecsKeyPairActions = {
  CreateKeyPair: {
    rw: 'Write',
    handle(ctx) {
      const name = ctx.params.required('KeyPairName');
      checkKeyPairName(name);
      const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const jwk = publicKey.export({ format: 'jwk' });
      const blob = openSshRsa(Buffer.from(jwk.n!, 'base64url'), Buffer.from(jwk.e!, 'base64url'));
      const pair = newKeyPair(ctx, name, `ssh-rsa ${blob.toString('base64')}`, blob);
      const PrivateKeyBody = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
      return { KeyPairName: pair.KeyPairName, KeyPairId: pair.KeyPairId, KeyPairFingerPrint: pair.KeyPairFingerPrint, PrivateKeyBody };
    },
  },
  ImportKeyPair: {
    rw: 'Write',
    handle(ctx) {
      const name = ctx.params.required('KeyPairName');
      const body = ctx.params.required('PublicKeyBody').trim();
      const m = /^(ssh-rsa|ssh-ed25519|ecdsa-sha2-nistp256|ecdsa-sha2-nistp384|ecdsa-sha2-nistp521) ([A-Za-z0-9+/]+=*)(\s.*)?$/.exec(body);
      const blob = m ? Buffer.from(m[2], 'base64') : Buffer.alloc(0);
      if (!m || blob.length < 32 || !blob.subarray(4, 4 + m[1].length).equals(Buffer.from(m[1]))) {
        throw malformed('InvalidPublicKeyBody.Malformed', 'The specified parameter PublicKeyBody is not a valid OpenSSH public key.');
      }
      const pair = newKeyPair(ctx, name, body, blob);
      return { KeyPairName: pair.KeyPairName, KeyPairId: pair.KeyPairId, KeyPairFingerPrint: pair.KeyPairFingerPrint };
    },
  },
  DescribeKeyPairs: {
    rw: 'Read',
    handle(ctx) {
      const p = ctx.params;
      const reg = region(ctx);
      const state = storageOf(ctx);
      const name = p.optional('KeyPairName');
      const print = p.optional('KeyPairFingerPrint');
      const glob = name ? new RegExp(`^${name.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`) : null;
      const tagged = tagMatcher(p, ctx.tenant, 'Ecs:keypair');
      const matches = Object.values(state.keyPairs).filter(
        (k) => k.RegionId === reg.id && tagged(`${k.RegionId}/${k.KeyPairName}`) && (!glob || glob.test(k.KeyPairName)) && (!print || k.KeyPairFingerPrint === print),
      );
      const { items, ...paging } = page(newestFirst(matches), p, { size: 10, max: 50 });
      return {
        ...paging,
        KeyPairs: {
          KeyPair: items.map((k) => ({
            KeyPairName: k.KeyPairName, KeyPairFingerPrint: k.KeyPairFingerPrint, CreationTime: k.CreationTime,
            ResourceGroupId: k.ResourceGroupId, PublicKey: k.PublicKeyBody, Tags: tagView(ctx.tenant, 'Ecs:keypair', `${k.RegionId}/${k.KeyPairName}`),
          })),
        },
      };
    },
  },
  DeleteKeyPairs: {
    rw: 'Write',
    handle(ctx) {
      const reg = region(ctx);
      const state = storageOf(ctx);
      const names = ctx.params.list('KeyPairNames');
      if (!names?.length) throw missingParameter('KeyPairNames');
      if (names.length > 100) throw invalidParameter('KeyPairNames', 'At most 100 names are allowed.');
      for (const name of names) delete state.keyPairs[`${reg.id}/${name}`];
      return {};
    },
  },
} satisfies Record<EcsKeyPairAction, ActionDef>;
