// The edit limit (server-rules 3): a same-day edit of one's own tangible time that no permission
// covers is recorded, and the fifth such edit within 365 days, and each later one, gives a blue square,
// all in the edit's transaction.
import { timeEntryMessages } from '@hgn/domain/messages';
import { pacificDate } from '@hgn/domain/time';
import { TIME_ENTRY_EDIT_WINDOW_DAYS, TIME_ENTRY_FREE_EDITS } from '@hgn/domain/timeEntries';
import type { DbOrTransaction } from '../../db.js';
import type { BlueSquaresService } from '../blueSquares/blueSquares.service.js';
import type { TimeEntryPerson } from './timeEntryRefs.repo.js';
import { createTimeEntryEditsRepo } from './timeEntryEdits.repo.js';

const DAY_MS = 86_400_000;

export type EditLimitBlueSquares = Pick<BlueSquaresService, 'addWithin'>;

export function createEditLimit(blueSquares: EditLimitBlueSquares) {
  return {
    async record(
      tx: DbOrTransaction,
      person: TimeEntryPerson,
      edit: {
        initialSeconds: number;
        newSeconds: number;
        originalDateOfWork: string;
        finalDateOfWork: string;
      },
      now: Date,
    ): Promise<void> {
      await createTimeEntryEditsRepo(tx).insert({ personId: person.id, editedAt: now, ...edit });
      const since = new Date(now.getTime() - TIME_ENTRY_EDIT_WINDOW_DAYS * DAY_MS);
      const edits = await createTimeEntryEditsRepo(tx).countSince(person.id, since);
      if (edits > TIME_ENTRY_FREE_EDITS)
        await blueSquares.addWithin(tx, person, {
          date: pacificDate(now),
          description: timeEntryMessages.blueSquareDescription(edits),
        });
    },
  };
}
