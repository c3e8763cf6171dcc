import { describeLoad, loadSucceeded, probe, runLoad } from '../lib/load.js';
import { requireServer, type Scenario } from './scenario.js';

const CONNECTIONS = 10;

/** The floor under every other route: HTTP, routing, security headers and logging, without the database. */
export const healthScenario: Scenario = {
  name: 'health',
  measures: 'GET /api/health: the cost of the HTTP stack alone',
  needsServer: true,
  async run(context) {
    const url = `${requireServer(context)}/api/health`;
    await probe(url);
    const result = await runLoad({ url, connections: CONNECTIONS, durationSeconds: context.durationSeconds });
    return { lines: describeLoad(result), passed: loadSucceeded(result), details: { load: result } };
  },
};
