import type { BlueSquareEdit, BlueSquaresOfUserJson, InfringementJson } from '@hgn/domain/blueSquares';
import type { z } from 'zod';
import type { BlueSquareReason, blueSquareFields } from '@hgn/domain/blueSquares';
import { addPacificDays, pacificDate } from '@hgn/domain/time';
import { enqueueEmail, enqueueEmails, type EmailMessage } from '../../platform/email/outbox.js';
import { notFound } from '../../platform/http/app-error.js';
import type { DbOrTransaction } from '../../db.js';
import type { FeatureDeps } from '../../feature.js';
import {
  blueSquareAssignedEmail,
  blueSquareEditedEmail,
  blueSquareRemovedEmail,
} from './blueSquareEmails.js';
import { presentInfringement } from './blueSquares.present.js';
import { createBlueSquareExtrasRepo } from './blueSquareExtras.repo.js';
import { createBlueSquaresRepo } from './blueSquares.repo.js';

/** Moves the blue squares dated a year or more before `today` to the retired ones; returns how many. */
export const retireYearOldBlueSquares = (tx: DbOrTransaction, today: string): Promise<number> =>
  createBlueSquaresRepo(tx).retireDatedBy(addPacificDays(today, -365));

type Recipient = { id: string; email: string; firstName: string; lastName: string };
type GivenSquare = { date: string; description: string; reason?: BlueSquareReason };

export function createBlueSquaresService({ db, clock, config }: FeatureDeps) {
  const repo = createBlueSquaresRepo(db);
  const cc = [config.organisationInbox];

  /** Every blue-square e-mail goes in blind copy to the active people on the copies list. */
  const enqueueWithCopies = async (tx: DbOrTransaction, message: EmailMessage) =>
    enqueueEmail(tx, { ...message, bcc: await createBlueSquareExtrasRepo(tx).activeCopyAddresses() });

  const recipientOf = async (userId: string) => {
    const recipient = await repo.findRecipient(userId);
    if (!recipient) throw notFound('The user', 'USER_NOT_FOUND');
    return recipient;
  };

  const squareOf = async (userId: string, id: string) => {
    const square = await repo.findBlueSquareOfUser(userId, id);
    if (!square) throw notFound('The blue square', 'BLUE_SQUARE_NOT_FOUND');
    return square;
  };

  const listed = async (userId: string): Promise<BlueSquaresOfUserJson> => ({
    _id: userId,
    infringements: (await repo.listBlueSquaresOfUser(userId)).map(presentInfringement),
  });

  /**
   * Blue squares the system gives inside the caller's transaction (the edit that earned one, the
   * week close's batch), and each volunteer's e-mail listing their other blue squares of the year,
   * with the organisation inbox in copy, queued in it too. Returns the new squares' ids by person.
   */
  const addAllWithin = async (
    tx: DbOrTransaction,
    given: readonly { recipient: Recipient; square: GivenSquare }[],
  ): Promise<Map<string, string>> => {
    if (given.length === 0) return new Map();
    const oldest = given.reduce(
      (min, { square }) => (square.date < min ? square.date : min),
      given[0]!.square.date,
    );
    const previous = await createBlueSquaresRepo(tx).listSinceOf(
      given.map(({ recipient }) => recipient.id),
      addPacificDays(oldest, -365),
    );
    const inserted = await createBlueSquaresRepo(tx).insertGiven(
      given.map(({ recipient, square }) => ({ userId: recipient.id, reason: 'other', ...square })),
    );
    const bcc = await createBlueSquareExtrasRepo(tx).activeCopyAddresses();
    await enqueueEmails(
      tx,
      given.map(({ recipient, square }) => {
        const yearAgo = addPacificDays(square.date, -365);
        const earlier = (previous.get(recipient.id) ?? []).filter((row) => row.date >= yearAgo);
        return { ...blueSquareAssignedEmail(recipient, square, earlier.length + 1, cc, earlier), bcc };
      }),
    );
    return new Map(inserted.map((row) => [row.userId, row.id]));
  };

  return {
    listBlueSquaresOfUser: async (userId: string): Promise<InfringementJson[]> =>
      (await repo.listBlueSquaresOfUser(userId)).map(presentInfringement),

    /** Gives a blue square and tells the volunteer in the same transaction. */
    add: async (
      actorId: string,
      userId: string,
      input: z.output<typeof blueSquareFields>,
    ): Promise<BlueSquaresOfUserJson> => {
      const recipient = await recipientOf(userId);
      await db.transaction(async (tx) => {
        await createBlueSquaresRepo(tx).insert(userId, actorId, input);
        const yearAgo = addPacificDays(pacificDate(clock.now()), -365);
        const countThisYear = await createBlueSquaresRepo(tx).countSince(userId, yearAgo);
        await enqueueWithCopies(tx, blueSquareAssignedEmail(recipient, input, countThisYear, cc));
      });
      return listed(userId);
    },

    addAllWithin,

    /** One blue square the system gives inside the caller's transaction; returns its id. */
    addWithin: async (tx: DbOrTransaction, recipient: Recipient, square: GivenSquare): Promise<string> =>
      (await addAllWithin(tx, [{ recipient, square }])).get(recipient.id)!,

    /** Who gets a blind copy of the blue-square e-mails: the active people on the copies list. */
    emailCopyAddresses: (tx: DbOrTransaction): Promise<string[]> =>
      createBlueSquareExtrasRepo(tx).activeCopyAddresses(),

    retireYearOld: retireYearOldBlueSquares,

    edit: async (userId: string, id: string, change: BlueSquareEdit): Promise<BlueSquaresOfUserJson> => {
      const recipient = await recipientOf(userId);
      await squareOf(userId, id);
      await db.transaction(async (tx) => {
        const updated = await createBlueSquaresRepo(tx).update(id, change);
        await enqueueWithCopies(tx, blueSquareEditedEmail(recipient, updated, cc));
      });
      return listed(userId);
    },

    remove: async (userId: string, id: string): Promise<BlueSquaresOfUserJson> => {
      const recipient = await recipientOf(userId);
      const square = await squareOf(userId, id);
      await db.transaction(async (tx) => {
        await createBlueSquaresRepo(tx).remove(id);
        await enqueueWithCopies(tx, blueSquareRemovedEmail(recipient, square, cc));
      });
      return listed(userId);
    },
  };
}

export type BlueSquaresService = ReturnType<typeof createBlueSquaresService>;
