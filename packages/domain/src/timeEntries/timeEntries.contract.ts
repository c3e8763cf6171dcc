// Every endpoint of time entries, declared once (docs/ARCHITECTURE.md, "Adding an endpoint").
import { z } from 'zod';
import { defineContract, errorCodes, guard } from '../contracts';
import type { TimeEntriesErrorCode } from './timeEntries.errors';
import { usersTimeEntriesInput } from './timeEntries.schema';
import { usersTimeEntryJson } from './timeEntryJson';

const refusals = errorCodes<TimeEntriesErrorCode>();

export const timeEntriesContract = {
  /**
   * The active entries of several people over a period, newest day first: the team tasks table's day
   * filters. A caller reads the people of their own team tasks table only (`mayReadTimeEntriesOf`).
   */
  ofUsers: defineContract({
    method: 'POST',
    path: '/TimeEntry/users',
    guard: guard.signedIn,
    errors: refusals(),
    body: usersTimeEntriesInput,
    response: z.array(usersTimeEntryJson),
  }),
};
