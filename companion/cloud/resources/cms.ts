// CloudMonitor calls for the CloudMonitor resource types. CloudMonitor answers its own failures with HTTP 200
// and `Success: false`, which the SDK does not treat as an error; this turns them into the error every other
// service's failure is.
import { CloudApiError, type CloudClient, type RpcParams } from '../sdk';

export async function cmsCall(client: CloudClient, action: string, params: RpcParams = {}): Promise<Record<string, unknown>> {
  const body = await client.call('cms', action, params);
  if (body.Success === false) {
    throw new CloudApiError(String(body.Code ?? 'Failed'), String(body.Message ?? ''), 200, body.RequestId ? String(body.RequestId) : undefined, 'Cms', action);
  }
  return body;
}
