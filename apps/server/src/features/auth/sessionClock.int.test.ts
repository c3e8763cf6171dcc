import { describe, expect, it } from 'vitest';
import { createTestApp, fixedClock } from '../../../test/app.js';

// The server's clock, not the machine's, decides when a token expires: it stamped the expiry.
const clock = fixedClock('2020-03-04T18:00:00Z');
const { signedIn, call } = await createTestApp({ clock, config: { tokenLifetimeDays: 10 } });

describe('a session on the server clock', () => {
  it('lives its whole lifetime by that clock and ends with it, whatever the machine says', async () => {
    const me = await signedIn();
    expect((await call(me, 'GET', `/api/userprofile/${me.id}`)).statusCode).toBe(200);

    clock.set('2020-03-14T17:59:00Z');
    expect((await call(me, 'GET', `/api/userprofile/${me.id}`)).statusCode).toBe(200);

    clock.set('2020-03-14T18:01:00Z');
    expect((await call(me, 'GET', `/api/userprofile/${me.id}`)).statusCode).toBe(401);
  });
});
