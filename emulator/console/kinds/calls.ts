// Running a submit's OpenAPI calls in order: each call's parameters from the form, the row and the answers so far.
import { callApi, type Product } from '../src/lib/api';
import { get, holds, paramsOf, type Scope } from './resolve';
import type { ApiCall } from './spec';

type Obj = Record<string, unknown>;

/** The calls' answers, in order; throws the first ApiError (the calls after it are not made). */
export async function runCalls(calls: readonly ApiCall[], scope: Scope, service: Product): Promise<Obj[]> {
  const results: Obj[] = [...(scope.results ?? [])];
  for (const call of calls) {
    if (!holds(call.when, { ...scope, results })) continue;
    const items = !call.each ? [undefined] : call.each === '@rows' ? scope.rows ?? [] : ((get(scope.values, call.each) as unknown[] | undefined) ?? []);
    for (const item of items) {
      const params = paramsOf(call, { ...scope, results, item });
      results.push(await callApi<Obj>(call.product ?? service, call.action, params));
    }
  }
  return results;
}
