import { TIMER_SERVICE_PATH, type TimerCommand, type TimerServerMessage } from '@hgn/domain/timer';
import { setTimeout as sleep } from 'node:timers/promises';
import { WebSocket } from 'ws';
import { describeLoad, summariseLatencies, type LoadResult } from '../lib/load.js';
import { requireServer, type Scenario, type ScenarioContext } from './scenario.js';
import { prepareTimeEntryPost, timeEntryPostScenario } from './time-entry-post.js';
import { signInVolunteers } from './volunteers.js';

/** Sockets open at once: every header of the organisation's signed-in people. */
const SOCKETS = 2_000;
/** People behind them, each with the same number of tabs open (two at the default scale). */
const PEOPLE_MAX = 1_000;
/** Sockets opening at the same time, as people's pages reconnect after a restart. */
const OPENING_AT_ONCE = 100;
/** People clicking the timer's buttons at the same time, each waiting for the answer before the next click. */
const COMMANDERS = 10;
/** How often each socket pings while the other scenario runs; the widget's own beat is a minute. */
const PING_EVERY_MS = 5_000;

const targets = { connectSeconds: 10, commandP95Ms: 20, heartbeatP99Ms: 100 };

type Socket = {
  ws: WebSocket;
  /** Resolves with the next message the socket receives that satisfies the waiter. */
  next(accepts: (message: TimerServerMessage) => boolean): Promise<TimerServerMessage>;
};

const isState = (message: TimerServerMessage) => 'time' in message;
const isPong = (message: TimerServerMessage) => 'heartbeat' in message;

/** Opens a timer socket with the token as its subprotocol; resolves when the service has sent its state. */
function openSocket(url: string, token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, [token]);
    const waiters: {
      accepts: (m: TimerServerMessage) => boolean;
      resolve: (m: TimerServerMessage) => void;
    }[] = [];
    const socket: Socket = {
      ws,
      next: (accepts) => new Promise((resolveNext) => waiters.push({ accepts, resolve: resolveNext })),
    };
    ws.on('message', (data) => {
      // The client's default binaryType, nodebuffer, delivers each message as one Buffer.
      const message = JSON.parse((data as Buffer).toString()) as TimerServerMessage;
      const index = waiters.findIndex((waiter) => waiter.accepts(message));
      if (index >= 0) waiters.splice(index, 1)[0]!.resolve(message);
    });
    ws.once('error', reject);
    ws.once('unexpected-response', (_request, response) =>
      reject(new Error(`the timer service refused a socket: ${response.statusCode}`)),
    );
    void socket.next(isState).then(() => resolve(socket));
  });
}

/** The round trip of a command: sent, and the socket's next message of the kind that answers it. */
async function roundTrip(socket: Socket, command: TimerCommand, answers: (m: TimerServerMessage) => boolean) {
  const answer = socket.next(answers);
  const started = performance.now();
  socket.ws.send(JSON.stringify(command));
  const message = await answer;
  if ('error' in message && message.error) throw new Error(`${command.action} was refused: ${message.error}`);
  return performance.now() - started;
}

const summarise = (samples: readonly number[]) => ({
  samples: samples.length,
  ...summariseLatencies(samples),
});

/** Opens every socket, at most OPENING_AT_ONCE at a time; each socket's time from its start to the service's state. */
async function openAll(url: string, tokens: string[]) {
  const sockets: Socket[] = [];
  const connectMs: number[] = [];
  let next = 0;
  const started = performance.now();
  const openNext = async () => {
    while (next < tokens.length) {
      const n = next++;
      const opening = performance.now();
      sockets[n] = await openSocket(url, tokens[n]!);
      connectMs.push(performance.now() - opening);
    }
  };
  await Promise.all(Array.from({ length: OPENING_AT_ONCE }, openNext));
  return { sockets, seconds: (performance.now() - started) / 1000, connectMs: summarise(connectMs) };
}

/**
 * COMMANDERS people in turn start, pause and read their timer (START_TIMER, PAUSE_TIMER, GET_TIMER),
 * each through the first socket of a person of their own, for the scenario's duration; every timer is
 * left paused. A change is written to PostgreSQL and reaches both of the person's sockets through its
 * notice; the round trip is the sender's.
 */
async function commandLoad(firstSockets: Socket[], seconds: number) {
  const samples: number[] = [];
  const ends = performance.now() + seconds * 1000;
  const cycle: TimerCommand[] = [
    { action: 'START_TIMER' },
    { action: 'PAUSE_TIMER' },
    { action: 'GET_TIMER' },
  ];
  const command = async (commander: number) => {
    for (let person = commander; performance.now() < ends; person += COMMANDERS) {
      const socket = firstSockets[person % firstSockets.length]!;
      for (const sent of cycle) samples.push(await roundTrip(socket, sent, isState));
    }
  };
  await Promise.all(Array.from({ length: COMMANDERS }, (_, commander) => command(commander)));
  return { ...summarise(samples), perSecond: Math.round(samples.length / seconds) };
}

/** Every socket pings every PING_EVERY_MS, staggered, until `during` settles; the pongs' round trips. */
async function heartbeatsDuring<T>(sockets: Socket[], during: Promise<T>) {
  const samples: number[] = [];
  let running = true;
  const beat = async (socket: Socket, n: number) => {
    await sleep((n * PING_EVERY_MS) / sockets.length);
    while (running) {
      const started = performance.now();
      samples.push(await roundTrip(socket, { action: 'ping' }, isPong));
      await sleep(Math.max(0, PING_EVERY_MS - (performance.now() - started)));
    }
  };
  const beating = Promise.all(sockets.map(beat));
  const outcome = await during.finally(() => (running = false));
  await beating;
  return { outcome, heartbeat: summarise(samples) };
}

/**
 * The header timer's service at the scale of the organisation: SOCKETS sockets of signed-in volunteers
 * opened, their people's commands answered, and their heartbeats answered while `time-entry-post` loads
 * the same server.
 */
export const timerScenario: Scenario = {
  name: 'timer',
  measures: `${TIMER_SERVICE_PATH}: ${SOCKETS} sockets of signed-in Volunteers opened, START/PAUSE/GET_TIMER round trips of ${COMMANDERS} people at once, ping round trips while time-entry-post runs`,
  needsServer: true,
  async run(context: ScenarioContext) {
    const baseUrl = requireServer(context);
    const people = Math.min(PEOPLE_MAX, context.scale.users / 5);
    const volunteers = await signInVolunteers(baseUrl, people);
    const tokens = Array.from({ length: SOCKETS }, (_, n) => volunteers[n % people]!.token);
    const url = `${baseUrl.replace(/^http/, 'ws')}${TIMER_SERVICE_PATH}`;
    const opened = await openAll(url, tokens);
    try {
      const commands = await commandLoad(opened.sockets.slice(0, people), context.durationSeconds);
      // The volunteers of time-entry-post sign in first: forty argon2 hashes at once take both cores.
      const postLoad = await prepareTimeEntryPost(baseUrl);
      const { outcome: measured, heartbeat } = await heartbeatsDuring(
        opened.sockets,
        postLoad.measure(context),
      );
      const concurrent = await postLoad.finish(measured);
      const load = concurrent.details.load as LoadResult;
      const met = {
        connect: opened.seconds <= targets.connectSeconds,
        commands: commands.p95 <= targets.commandP95Ms,
        heartbeat: heartbeat.p99 <= targets.heartbeatP99Ms,
      };
      const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
      return {
        lines: [
          `${SOCKETS} sockets of ${people} volunteers open and answered in ${opened.seconds.toFixed(1)} s (each: p50 ${opened.connectMs.p50} ms, p95 ${opened.connectMs.p95} ms)`,
          `commands: p50 ${commands.p50} ms, p95 ${commands.p95} ms, p99 ${commands.p99} ms (max ${commands.max} ms), ${commands.perSecond}/s, ${commands.samples} over ${context.durationSeconds} s`,
          `heartbeats during time-entry-post: p50 ${heartbeat.p50} ms, p95 ${heartbeat.p95} ms, p99 ${heartbeat.p99} ms (max ${heartbeat.max} ms), ${heartbeat.samples} pings`,
          ...describeLoad(load).map((line) => `time-entry-post meanwhile: ${line}`),
          `target ${SOCKETS} sockets in <= ${targets.connectSeconds} s: ${verdict(met.connect)}`,
          `target command p95 <= ${targets.commandP95Ms} ms: ${verdict(met.commands)}`,
          `target heartbeat p99 <= ${targets.heartbeatP99Ms} ms: ${verdict(met.heartbeat)}`,
        ],
        passed: met.connect && met.commands && met.heartbeat && concurrent.passed,
        figure: { label: 'command p95', ms: commands.p95 },
        details: {
          targets,
          sockets: SOCKETS,
          people,
          connect: { seconds: opened.seconds, perSocketMs: opened.connectMs },
          commands: { concurrentPeople: COMMANDERS, ...commands },
          heartbeat: { pingEveryMs: PING_EVERY_MS, ...heartbeat },
          concurrentScenario: { name: timeEntryPostScenario.name, passed: concurrent.passed, load },
        },
      };
    } finally {
      for (const socket of opened.sockets) socket.ws.close();
    }
  },
};
