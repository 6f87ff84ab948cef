/**
 * The companion's socket for the extension (SPEC section 7). The handshake, in order:
 *  1. before the upgrade: loopback peer, Host a loopback name with our port (DNS rebinding), path `/aca`, and an
 *     Origin of exactly `chrome-extension://<our id>`, else HTTP 403 (404 for another path) and a log line;
 *  2. the first message must be a `session.hello` request within `helloTimeoutMs`: pairing token right (constant
 *     time) or a one-time pairing code (pairing.ts), else 4401; params valid (else 4400); protocol version equal
 *     (else 4426);
 *  3. one session at a time: a hello while another session is attached is refused with 4409, unless it resumes
 *     that very session (the old socket is then closed). A hello resuming a detached session takes it over.
 * Refusals are logged without the token, rate-limited (net/refusal-log.ts). After the hello the extension's
 * heartbeats are answered, and `idleMs` of silence closes the socket with 4408. A session opened with a token that
 * has since been rotated is closed with 4401 at its next heartbeat.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { CLOSE_CODES, MAX_MESSAGE_BYTES, METHODS, PROTOCOL_VERSION, checkVersion, formatIssues, type MethodResult } from '../../protocol';
import { isLoopbackHost, isLoopbackPeer } from '../net/loopback';
import { createRefusalLog } from '../net/refusal-log';
import { Peer } from './peer';
import type { Pairing } from './pairing';
import { Session } from './session';

export interface ServerOptions {
  /** 0 picks a free port. */
  port: number;
  pairing: Pairing;
  extensionId: string;
  companionVersion: string;
  log(line: string): void;
  /** Registers the companion's methods (task.list, episode.*) on each new socket of a session. */
  onAttach(session: Session, peer: Peer): void;
  /** Called once for each new session (not for resumes). */
  onSession?(session: Session): void;
  helloTimeoutMs?: number;
  idleMs?: number;
  graceMs?: number;
}

export interface ExtensionServer {
  url: string;
  port: number;
  /** The current session, attached or waiting for a resume. */
  session(): Session | null;
  close(): Promise<void>;
}

export async function startExtensionServer(opts: ServerOptions): Promise<ExtensionServer> {
  const origin = `chrome-extension://${opts.extensionId}`;
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const http = createServer((_req, res) => res.writeHead(426, { 'content-type': 'text/plain' }).end('WebSocket only\n'));
  const refusals = createRefusalLog(opts.log);
  const { pairing } = opts;
  let current: Session | null = null;
  let port = opts.port;
  /** The pairing generation each session was opened in (pairing.ts): a rotation ends the older ones. */
  const generations = new WeakMap<Session, number>();

  http.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const refusal = refuseUpgrade(req, origin, port);
    if (refusal) {
      refusals.refused(`refused a connection from ${req.socket.remoteAddress ?? '?'} (Host ${JSON.stringify(req.headers.host ?? null)}, Origin ${JSON.stringify(req.headers.origin ?? null)}): ${refusal.why}`);
      socket.end(`HTTP/1.1 ${refusal.status} ${refusal.status === 404 ? 'Not Found' : 'Forbidden'}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => accept(ws));
  });

  function accept(ws: WebSocket): void {
    // Listeners are attached synchronously, before any await, so no early message is lost.
    const peer = new Peer(ws, { side: 'companion', log: opts.log });
    let helloDone = false;
    let helloPending = false;
    let idle: NodeJS.Timeout | null = null;
    const resetIdle = () => {
      if (idle) clearTimeout(idle);
      idle = setTimeout(() => refuse('timeout', CLOSE_CODES.timeout, `no message for ${Math.round((opts.idleMs ?? 60_000) / 1000)} s`), opts.idleMs ?? 60_000);
    };
    const helloTimer = setTimeout(() => refuse('no hello', CLOSE_CODES.badHello, 'session.hello expected within 5 s'), opts.helloTimeoutMs ?? 5000);
    const refuse = (what: string, code: number, reason: string) => {
      refusals.refused(`refused: ${what} (close ${code}: ${reason})`);
      peer.close(code, reason);
    };
    ws.on('message', () => helloDone && resetIdle());
    peer.onClose((code, reason) => {
      clearTimeout(helloTimer);
      if (idle) clearTimeout(idle);
      if (helloDone) opts.log(`extension socket closed (${code}${reason ? `: ${reason}` : ''})`);
    });
    peer.filter = (envelope) => {
      if (helloDone) return true;
      // The extension waits for the hello's answer before it sends anything else.
      if (helloPending) return false;
      if (envelope.method !== 'session.hello' || typeof envelope.id !== 'number') {
        refuse('first message was not session.hello', CLOSE_CODES.badHello, 'the first message must be a session.hello request');
        return false;
      }
      clearTimeout(helloTimer);
      helloPending = true;
      void hello(envelope.params).then((answer) => {
        if (peer.closed) return;
        if (!answer.ok) return refuse(answer.what, answer.code, answer.reason);
        helloDone = true;
        resetIdle();
        ws.send(JSON.stringify({ id: envelope.id, result: METHODS['session.hello'].result.parse(answer.result) }));
        peer.onEvent('heartbeat', () => {
          peer.emit('heartbeat', { at: Date.now() });
          void pairing.refresh().then(endRotated);
        });
        opts.onAttach(answer.session, peer);
        answer.session.attach(peer);
        if (answer.result.resumed) opts.log(`extension reconnected; session ${answer.session.id} resumed`);
        else opts.log(`extension connected; session ${answer.session.id}${answer.result.pairingToken ? ' (paired by a pairing code)' : ''}`);
      });
      return false;
    };
  }

  /** Ends the session if it was opened before the token was rotated. */
  function endRotated(): void {
    if (!current || (generations.get(current) ?? 0) === pairing.generation) return;
    const session = current;
    opts.log(`the pairing token was rotated: closing session ${session.id}, opened with the old one`);
    session.peer?.close(CLOSE_CODES.badToken, 'the pairing token was rotated: pair the extension again');
    session.end('the pairing token was rotated');
  }

  type HelloAnswer =
    | { ok: true; session: Session; result: MethodResult<'session.hello'> }
    | { ok: false; what: string; code: number; reason: string };

  async function hello(raw: unknown): Promise<HelloAnswer> {
    // The token (or code) is checked before anything else, so an unpaired peer learns nothing about this side.
    await pairing.refresh();
    endRotated();
    const given = typeof raw === 'object' && raw !== null ? (raw as { token?: unknown; pairingCode?: unknown }) : {};
    let pairedByCode: string | undefined;
    if (typeof given.pairingCode === 'string' && given.token === undefined) {
      const redeemed = await pairing.redeem(given.pairingCode);
      if (!redeemed.ok) {
        if (redeemed.reused) endRotated();
        return { ok: false, what: redeemed.reused ? 'a pairing code used twice (token rotated)' : 'unknown or expired pairing code', code: CLOSE_CODES.badToken, reason: redeemed.reason };
      }
      pairedByCode = redeemed.token;
    } else if (!pairing.matches(given.token)) {
      return { ok: false, what: given.token === undefined ? 'no pairing token' : 'wrong pairing token', code: CLOSE_CODES.badToken, reason: 'wrong or missing pairing token: pair the extension again' };
    }
    const params = METHODS['session.hello'].params.safeParse(raw);
    if (!params.success) return { ok: false, what: 'malformed hello', code: CLOSE_CODES.badHello, reason: `malformed session.hello: ${formatIssues(params.error)}` };
    const version = checkVersion(PROTOCOL_VERSION, params.data.protocolVersion);
    if (!version.ok) return { ok: false, what: 'protocol version mismatch', code: CLOSE_CODES.badVersion, reason: version.reason };
    const resumable = current && !current.isEnded && params.data.resumeSessionId === current.id ? current : null;
    if (current && !current.isEnded && current.attached && !resumable) {
      return { ok: false, what: 'another extension session is active', code: CLOSE_CODES.busy, reason: 'another extension session is active' };
    }
    const token = pairedByCode ? { pairingToken: pairedByCode } : {};
    if (resumable) {
      resumable.peer?.close(1000, 'replaced by a resumed connection');
      return { ok: true, session: resumable, result: { protocolVersion: PROTOCOL_VERSION, sessionId: resumable.id, resumed: true, companionVersion: opts.companionVersion, ...token } };
    }
    // A detached session the extension no longer knows (its id was lost) gives way to the new one.
    current?.end('the extension started a new session');
    const session = new Session(opts.graceMs ?? 120_000);
    session.onEnd(() => {
      if (current === session) current = null;
    });
    current = session;
    generations.set(session, pairing.generation);
    opts.onSession?.(session);
    return { ok: true, session, result: { protocolVersion: PROTOCOL_VERSION, sessionId: session.id, resumed: false, companionVersion: opts.companionVersion, ...token } };
  }

  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(opts.port, '127.0.0.1', () => resolve());
  });
  const address = http.address();
  port = typeof address === 'object' && address ? address.port : opts.port;
  return {
    url: `ws://127.0.0.1:${port}/aca`,
    port,
    session: () => current,
    close: async () => {
      refusals.close();
      current?.end('the companion is shutting down');
      for (const client of wss.clients) client.close(1001, 'the companion is shutting down');
      await new Promise<void>((resolve) => {
        http.close(() => resolve());
        http.closeAllConnections();
      });
    },
  };
}

function refuseUpgrade(req: IncomingMessage, origin: string, port: number): { status: number; why: string } | null {
  if (!isLoopbackPeer(req.socket.remoteAddress)) return { status: 403, why: 'peer is not on loopback' };
  if (!isLoopbackHost(req.headers.host, port)) return { status: 403, why: 'Host is not a loopback name with this port' };
  const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
  if (path !== '/aca') return { status: 404, why: `unknown path ${path}` };
  if (req.headers.origin !== origin) return { status: 403, why: req.headers.origin ? 'foreign Origin' : 'no Origin header' };
  return null;
}
