/**
 * The Host rule of every server the companion starts (DNS rebinding): a request is served only when its Host
 * header names the loopback interface (127.0.0.1, localhost or [::1]) with the server's own port. A web page
 * that had its own host name resolve to 127.0.0.1 still sends that name, and is refused.
 */
const LOOPBACK_NAMES = new Set(['127.0.0.1', 'localhost', '[::1]']);
const LOOPBACK_PEERS = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Whether `host` (the Host header as received) is a loopback name with `port`. */
export function isLoopbackHost(host: string | undefined, port: number): boolean {
  if (!host) return false;
  const match = /^(\[[^\]]+\]|[^:]+):(\d+)$/.exec(host.trim().toLowerCase());
  return !!match && LOOPBACK_NAMES.has(match[1].replace(/\.$/, '')) && Number(match[2]) === port;
}

/** Whether a socket's peer address is on the loopback interface. */
export const isLoopbackPeer = (address: string | undefined): boolean => LOOPBACK_PEERS.has(address ?? '');

/** What a refused Host is told (the same words everywhere). */
export const hostRefusal = (host: string | undefined, port: number): string =>
  `Host ${JSON.stringify(host ?? null)} is not this server: use http://127.0.0.1:${port} (or localhost:${port}, [::1]:${port})`;
