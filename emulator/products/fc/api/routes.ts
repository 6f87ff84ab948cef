import type { RoaRoute } from '../../../action.js';

/**
 * The five ROA routes of a resource as both FC APIs lay them out: Create (POST) and List (GET) on the collection's
 * path, Get, Update (PUT) and Delete on the item's path `<collection>/{<noun>Name}`: `resourceRoutes(S, 'Function')`, `resourceRoutes(S, 'Alias', 'Aliases')`.
 */
export function resourceRoutes(collection: string, noun: string, plural = `${noun}s`): RoaRoute[] {
  const item = `${collection}/{${noun[0].toLowerCase()}${noun.slice(1)}Name}`;
  return [
    { method: 'POST', path: collection, action: `Create${noun}` },
    { method: 'GET', path: collection, action: `List${plural}` },
    { method: 'GET', path: item, action: `Get${noun}` },
    { method: 'PUT', path: item, action: `Update${noun}` },
    { method: 'DELETE', path: item, action: `Delete${noun}` },
  ];
}
