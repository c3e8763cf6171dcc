// The timer service (server-rules 6): WebSocket upgrades on /timer-service of the API's own server.
import { timerMessages } from '@hgn/domain/messages';
import {
  mayUseTimerOf,
  TIMER_ACTIONS,
  TIMER_MISSED_BEATS_MAX,
  TIMER_SERVICE_PATH,
  type TimerAction,
  type TimerRuleCommand,
  type TimerServerMessage,
} from '@hgn/domain/timer';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import type { Authenticate, SessionActor } from '../../platform/http/session-actor.js';
import { createListener } from '../../platform/db/listener.js';
import { within } from '../../platform/time-limit.js';
import { TIMER_CHANNEL } from './timer.repo.js';
import { UnknownTimerUserError, type TimerChange, type TimerService } from './timer.service.js';

/** A command is a few dozen bytes; anything much larger is refused by closing the socket (1009). */
const MAX_MESSAGE_BYTES = 4_096;
/** At most this many messages per socket in a window; more closes the socket (1008). */
const RATE_WINDOW_MS = 10_000;
const RATE_MAX_MESSAGES = 100;
/** How long a shutdown waits for sockets to answer its closing frame. */
const CLOSE_GRACE_MS = 1_000;
/** Another user's timer a socket follows (an Owner or Administrator viewing people): the latest few. */
const MAX_WATCHED = 20;

type Client = {
  ws: WebSocket;
  token: string;
  actor: SessionActor;
  userId: string;
  /** Other users whose timer this socket has acted on: it hears their changes too. */
  watching: Set<string>;
  missed: number;
  /** The socket's messages and its opening and closing run in order. */
  queue: Promise<void>;
  window: { start: number; count: number };
};

export type TimerSocketsOptions = {
  serverId: string;
  timer: TimerService;
  authenticate: Authenticate;
  /** The database the listener connects to (the pool's). */
  connectionString: string | undefined;
  heartbeatMs: number;
  /** How long after a user's last socket closed a running timer of theirs is paused, unless they reconnect. */
  reconnectGraceMs: number;
};

/** A message's text, however ws delivered its bytes. */
const textOf = (data: RawData): string =>
  (Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data)).toString(
    'utf8',
  );

const refuseUpgrade = (socket: Duplex, status: string) => {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
};

export function registerTimerSockets(app: FastifyInstance, options: TimerSocketsOptions): void {
  const { serverId, timer, authenticate, heartbeatMs, reconnectGraceMs } = options;
  const log = app.log;
  const wss = new WebSocketServer({
    noServer: true,
    clientTracking: false,
    maxPayload: MAX_MESSAGE_BYTES,
    // The token travels as the subprotocol; the handshake answers with it.
    handleProtocols: (protocols) => protocols.values().next().value ?? false,
  });
  const clients = new Set<Client>();
  const pending = new Set<Promise<void>>();
  /** The reconnection graces running on this server, each ending in a check of its user's timer. */
  const graces = new Set<NodeJS.Timeout>();
  let closing = false;

  const send = (client: Client, message: TimerServerMessage) => {
    if (client.ws.readyState === WebSocket.OPEN) client.ws.send(JSON.stringify(message));
  };
  const hears = (client: Client, userId: string) => client.userId === userId || client.watching.has(userId);

  function deliver(change: TimerChange) {
    for (const client of clients)
      if (hears(client, change.userId)) for (const message of change.messages) send(client, message);
  }

  /** After the listener lost its connection: every socket gets its timers afresh. */
  async function refreshAll() {
    const userIds = new Set([...clients].flatMap((c) => [c.userId, ...c.watching]));
    for (const userId of userIds) {
      const state = await timer.state(userId).catch(() => undefined);
      if (state) for (const client of clients) if (hears(client, userId)) send(client, state);
    }
  }

  const listener = createListener({
    connectionString: options.connectionString,
    channel: TIMER_CHANNEL,
    onNotification: (payload) => deliver(JSON.parse(payload) as TimerChange),
    onReconnected: () => void refreshAll(),
    log,
  });

  async function replyError(client: Client, error: string) {
    send(client, { ...(await timer.state(client.userId)), error });
  }

  function watch(client: Client, userId: string) {
    client.watching.delete(userId);
    client.watching.add(userId);
    if (client.watching.size > MAX_WATCHED) client.watching.delete(client.watching.values().next().value!);
  }

  function withinRate(client: Client): boolean {
    const now = Date.now();
    if (now - client.window.start > RATE_WINDOW_MS) client.window = { start: now, count: 0 };
    client.window.count += 1;
    return client.window.count <= RATE_MAX_MESSAGES;
  }

  async function handle(client: Client, data: RawData) {
    if (!withinRate(client)) return client.ws.close(1008, 'Too many messages');
    client.missed = 0;
    let command: Record<string, unknown> | undefined;
    try {
      const parsed: unknown = JSON.parse(textOf(data));
      command =
        typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : undefined;
    } catch {
      command = undefined;
    }
    if (command?.action === 'ping') return send(client, { heartbeat: 'pong' });
    if (!TIMER_ACTIONS.includes(command?.action as TimerAction))
      return replyError(client, timerMessages.unknownAction(TIMER_ACTIONS));
    const target = command!.userId ?? client.userId;
    if (typeof target !== 'string') return replyError(client, timerMessages.badValue);
    if (!mayUseTimerOf(client.actor, target)) return replyError(client, timerMessages.notAllowed);
    const rule = { action: command!.action, value: command!.value } as TimerRuleCommand;
    const other = target.toLowerCase() === client.userId ? undefined : target.toLowerCase();
    // Following before acting: the change's notice may come back before the answer does.
    if (other) watch(client, other);
    try {
      const reply = await timer.apply(target, rule);
      // A change reaches every socket through the database's notice; the rest answers the sender.
      if (reply.error) send(client, { ...reply.state, error: reply.error });
      else if (!reply.changed) send(client, reply.state);
    } catch (error) {
      if (!(error instanceof UnknownTimerUserError)) throw error;
      if (other) client.watching.delete(other);
      await replyError(client, timerMessages.badValue);
    }
  }

  /** Work that a shutdown waits for. */
  function track(done: Promise<void>) {
    pending.add(done);
    void done.finally(() => pending.delete(done));
  }

  function enqueue(client: Client, work: () => Promise<unknown>) {
    const done = client.queue.then(work).then(
      () => undefined,
      (error: unknown) => {
        log.error({ err: error }, 'the timer service failed on a socket');
        client.ws.close(1011, 'The timer service failed');
      },
    );
    client.queue = done;
    track(done);
  }

  /** The user's last socket anywhere closed at `closedAt`: a running timer pauses unless they reconnect in time. */
  function startGrace(userId: string, closedAt: Date) {
    const grace = setTimeout(() => {
      graces.delete(grace);
      track(
        timer
          .reconnectGraceEnded(userId, closedAt)
          .catch((error: unknown) => log.error({ err: error }, 'the timer service failed to pause a timer')),
      );
    }, reconnectGraceMs);
    graces.add(grace);
  }

  function opened(ws: WebSocket, actor: SessionActor, token: string) {
    const client: Client = {
      ws,
      token,
      actor,
      userId: actor.userId,
      watching: new Set(),
      missed: 0,
      queue: Promise.resolve(),
      window: { start: Date.now(), count: 0 },
    };
    clients.add(client);
    ws.on('error', () => undefined);
    ws.on('pong', () => (client.missed = 0));
    ws.on('message', (data) => enqueue(client, () => handle(client, data)));
    ws.on('close', () => {
      clients.delete(client);
      // A server going away does not pause anyone: its sockets come back through another one.
      if (!closing)
        enqueue(client, async () => {
          const closedAt = await timer.socketClosed(serverId, client.userId);
          if (closedAt && !closing) startGrace(client.userId, closedAt);
        });
    });
    enqueue(client, async () => {
      await timer.socketOpened(serverId, client.userId);
      send(client, await timer.state(client.userId));
    });
  }

  async function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
    socket.on('error', () => undefined);
    const path = new URL(req.url ?? '/', 'http://localhost').pathname.replace(/\/+$/, '');
    if (path.toLowerCase() !== TIMER_SERVICE_PATH) return refuseUpgrade(socket, '404 Not Found');
    if (closing) return refuseUpgrade(socket, '503 Service Unavailable');
    const token = req.headers['sec-websocket-protocol']?.split(',')[0]?.trim();
    try {
      const actor = token ? await authenticate(token) : undefined;
      // The timer is the signed-in page's: a personal API token opens no socket.
      if (!actor || !token || actor.apiToken) return refuseUpgrade(socket, '401 Unauthorized');
      await listener.ready();
      wss.handleUpgrade(req, socket, head, (ws) => opened(ws, actor, token));
    } catch (error) {
      log.error({ err: error }, 'a timer connection could not be opened');
      refuseUpgrade(socket, '503 Service Unavailable');
    }
  }

  /** Pings every socket, ends those that stopped answering or whose session ended, renews this server's presence. */
  async function heartbeat() {
    // The sockets open now: one that opens meanwhile is checked at the next beat.
    const checked = [...clients];
    const sessions = new Map<string, Promise<SessionActor | undefined>>();
    for (const client of checked) {
      if (client.missed > TIMER_MISSED_BEATS_MAX) {
        client.ws.terminate();
        continue;
      }
      client.missed += 1;
      client.ws.ping();
      if (!sessions.has(client.token)) sessions.set(client.token, authenticate(client.token));
    }
    for (const client of checked) {
      if (!sessions.has(client.token)) continue;
      const actor = await sessions.get(client.token);
      if (actor) client.actor = actor;
      else client.ws.close(1008, 'The session ended');
    }
    await timer.renewPresence(serverId, [...new Set([...clients].map((c) => c.userId))]);
  }

  let beating: Promise<void> | undefined;
  const beat = setInterval(() => {
    beating ??= heartbeat()
      .catch((error: unknown) => log.error({ err: error }, 'the timer heartbeat failed'))
      .finally(() => (beating = undefined));
  }, heartbeatMs);
  beat.unref();

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => void upgrade(req, socket, head);
  app.server.on('upgrade', onUpgrade);

  app.addHook('preClose', async () => {
    closing = true;
    clearInterval(beat);
    for (const grace of graces) clearTimeout(grace);
    app.server.off('upgrade', onUpgrade);
    const open = [...clients];
    const closed = Promise.all(open.map((c) => new Promise((resolve) => c.ws.once('close', resolve))));
    for (const client of open) client.ws.close(1001, 'The server is going away');
    // A peer that does not answer the closing handshake is cut off rather than waited for.
    await within(closed, CLOSE_GRACE_MS, undefined);
    for (const client of open) client.ws.terminate();
    await beating;
    await Promise.allSettled([...pending]);
    await timer.forgetServer(serverId).catch(() => undefined);
    await listener.close();
  });
}
