// The account's own AccessKeys around an episode: a procedure that creates one (RAM > AccessKey > Create
// AccessKey, `tasks/ram/create-accesskey.md`) leaves a key no resource type lists, and an account allows two, so
// a reused account would fail that procedure the second time after. Teardown deletes the keys that appeared
// during the episode; keys that were there before it, and the one the episode signs with, stay.
import { listOf } from './resources/types';
import { CloudApiError, type CloudClient } from './sdk';

/** The AccessKey ids of the identity the client signs as (RAM ListAccessKeys without UserName). */
export async function accessKeyIds(client: CloudClient): Promise<string[]> {
  const body = await client.call('ram', 'ListAccessKeys', {});
  return listOf<{ AccessKeyId: string }>(body, 'AccessKeys', 'AccessKey').map((k) => k.AccessKeyId);
}

/** Deletes the identity's keys that are not in `before` and are not `keep`; returns what could not be deleted. */
export async function deleteNewAccessKeys(client: CloudClient, before: string[], keep: string): Promise<Array<{ type: string; id: string; code: string; error: string }>> {
  const failed: Array<{ type: string; id: string; code: string; error: string }> = [];
  for (const id of await accessKeyIds(client)) {
    if (before.includes(id) || id === keep) continue;
    try {
      await client.call('ram', 'DeleteAccessKey', { UserAccessKeyId: id });
    } catch (err) {
      failed.push({ type: 'access_key', id, code: err instanceof CloudApiError ? err.code : 'Error', error: (err as Error).message });
    }
  }
  return failed;
}
