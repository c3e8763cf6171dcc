// A timer service client for the tests: a real WebSocket whose messages are read in order.
import { TIMER_SERVICE_PATH, type TimerServerMessage, type TimerState } from '@hgn/domain/timer';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { WebSocket, type ClientOptions } from 'ws';

const WAIT_MS = 5_000;

export type TimerReply = TimerState & { error?: string };

export type TimerClient = {
  ws: WebSocket;
  send(command: object | string): void;
  /** The next message that passes `accept`, skipping the others; fails after 5 s. */
  next<T = TimerServerMessage>(accept?: (message: TimerServerMessage) => boolean): Promise<T>;
  /** The next timer state (with its refusal, if any). */
  state(): Promise<TimerReply>;
  /** The code the socket closed with. */
  closed: Promise<number>;
};

/** The listening app's timer service address; the app listens on 127.0.0.1 on a free port. */
export async function timerUrl(app: FastifyInstance, path = TIMER_SERVICE_PATH): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}${path}`;
}

export const isState = (m: TimerServerMessage): boolean => '_id' in m;

export async function openTimer(
  url: string,
  token: string,
  options: ClientOptions = {},
): Promise<TimerClient> {
  const ws = new WebSocket(url, token, options);
  const queue: TimerServerMessage[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data: Buffer) => {
    queue.push(JSON.parse(data.toString('utf8')) as TimerServerMessage);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });

  async function next<T>(accept: (message: TimerServerMessage) => boolean = () => true): Promise<T> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const index = queue.findIndex(accept);
      if (index >= 0) {
        const [message] = queue.splice(0, index + 1).slice(-1);
        return message as T;
      }
      if (Date.now() > deadline) throw new Error(`no timer message arrived; left: ${JSON.stringify(queue)}`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiters.delete(wake);
          resolve();
        };
        waiters.add(wake);
        setTimeout(wake, 50);
      });
    }
  }

  return {
    ws,
    send: (command) => ws.send(typeof command === 'string' ? command : JSON.stringify(command)),
    next,
    state: () => next<TimerReply>(isState),
    closed,
  };
}

/** The status a refused upgrade answered with. */
export function upgradeStatus(url: string, protocol?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = protocol === undefined ? new WebSocket(url) : new WebSocket(url, protocol);
    ws.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    ws.on('open', () => reject(new Error('the upgrade was accepted')));
    ws.on('error', () => undefined);
  });
}
