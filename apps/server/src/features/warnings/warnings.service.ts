import { isUuid } from '@hgn/domain/ids';
import type { Actor } from '@hgn/domain/permissions';
import { pacificDate } from '@hgn/domain/time';
import {
  mayToggleWarningDescription,
  WARNING_EMAIL_FROM,
  warningMessages,
  WARNINGS_PER_DESCRIPTION,
  type editWarningDescriptionInput,
  type issueWarningInput,
  type newWarningDescriptionInput,
  type WarningDescriptionsChangedJson,
  type WarningsOfUserJson,
} from '@hgn/domain/warnings';
import type { z } from 'zod';
import type { DbOrTransaction } from '../../db.js';
import type { FeatureDeps } from '../../feature.js';
import { isUniqueViolationOf, refusedAs } from '../../platform/db/sql-errors.js';
import { enqueueEmail } from '../../platform/email/outbox.js';
import { AppError, forbidden, notFound } from '../../platform/http/app-error.js';
import type { BlueSquaresService } from '../blueSquares/blueSquares.service.js';
import { repeatedWarningEmail } from './warningEmails.js';
import { presentWarningDescription, presentWarningsOfUser } from './warnings.present.js';
import { createWarningsRepo } from './warnings.repo.js';

const userNotFound = () => notFound('The user', 'USER_NOT_FOUND');
const descriptionNotFound = () => notFound('The warning description', 'WARNING_DESCRIPTION_NOT_FOUND');
const warningNotFound = () => notFound('The warning', 'WARNING_NOT_FOUND');
const titleTaken = (field: string) =>
  new AppError({
    code: 'WARNING_DESCRIPTION_EXISTS',
    field,
    message: warningMessages.duplicate,
  });
/** A concurrent writer stored the same title first: the database's unique index refused this one. */
const isTitleTaken = isUniqueViolationOf('warning_descriptions_title_lower_key');

export function createWarningsService(
  { db, clock, config }: FeatureDeps,
  peers: { blueSquares: BlueSquaresService },
) {
  const repo = createWarningsRepo(db);
  const cc = [config.organisationInbox];

  const changed = async (message: string): Promise<WarningDescriptionsChangedJson> => ({
    message,
    currentWarningDescriptions: (await repo.listDescriptions()).map(presentWarningDescription),
  });

  const warningsOf = async (userId: string, tx: DbOrTransaction = db): Promise<WarningsOfUserJson> =>
    presentWarningsOfUser(
      await createWarningsRepo(tx).listDescriptions(),
      await createWarningsRepo(tx).listWarningsOfUser(userId),
    );

  /** The description of a path or body id, locked for the rest of the transaction. */
  const lockedDescription = async (tx: DbOrTransaction, id: string) => {
    const description = isUuid(id)
      ? await createWarningsRepo(tx).lockDescription(id.toLowerCase())
      : undefined;
    if (!description) throw descriptionNotFound();
    return description;
  };

  return {
    descriptions: async () => ({
      currentWarningDescriptions: (await repo.listDescriptions()).map(presentWarningDescription),
    }),

    async addDescription(
      input: z.output<typeof newWarningDescriptionInput>,
    ): Promise<WarningDescriptionsChangedJson> {
      await refusedAs(
        () =>
          db.transaction(async (tx) => {
            if (await createWarningsRepo(tx).titleTaken(input.newWarning)) throw titleTaken('newWarning');
            await createWarningsRepo(tx).insertDescription({
              title: input.newWarning,
              isActive: input.activeWarning,
              isPermanent: input.isPermanent,
            });
          }),
        isTitleTaken,
        () => titleTaken('newWarning'),
      );
      return changed(warningMessages.added);
    },

    async editDescription({
      editedWarning,
    }: z.output<typeof editWarningDescriptionInput>): Promise<WarningDescriptionsChangedJson> {
      const field = 'editedWarning.warningTitle';
      await refusedAs(
        () =>
          db.transaction(async (tx) => {
            const description = await lockedDescription(tx, editedWarning._id);
            if (await createWarningsRepo(tx).titleTaken(editedWarning.warningTitle, description.id))
              throw titleTaken(field);
            await createWarningsRepo(tx).updateDescription(description.id, {
              title: editedWarning.warningTitle,
              ...(editedWarning.isPermanent === undefined ? {} : { isPermanent: editedWarning.isPermanent }),
            });
          }),
        isTitleTaken,
        () => titleTaken(field),
      );
      return changed(warningMessages.edited);
    },

    /** For the toggle guard: whether the description is active, or undefined when there is none. */
    isDescriptionActive: async (id: string | undefined): Promise<boolean | undefined> =>
      isUuid(id) ? (await repo.findDescription(id.toLowerCase()))?.isActive : undefined,

    /** The guard saw the state before the lock; the caller's right is checked again on the locked row. */
    async toggleDescription(actor: Actor, id: string): Promise<WarningDescriptionsChangedJson> {
      const isActive = await db.transaction(async (tx) => {
        const description = await lockedDescription(tx, id);
        const input = { params: { warningDescriptionId: id }, query: {}, body: undefined };
        if (!mayToggleWarningDescription(actor, input, description.isActive)) throw forbidden();
        await createWarningsRepo(tx).updateDescription(description.id, { isActive: !description.isActive });
        return !description.isActive;
      });
      return changed(isActive ? warningMessages.activated : warningMessages.deactivated);
    },

    async deleteDescription(id: string): Promise<WarningDescriptionsChangedJson> {
      await db.transaction(async (tx) => {
        const description = await lockedDescription(tx, id);
        if (description.isPermanent)
          throw new AppError({
            code: 'WARNING_DESCRIPTION_PERMANENT',
            message: warningMessages.permanent,
          });
        await createWarningsRepo(tx).deleteDescription(description.id);
      });
      return changed(warningMessages.deleted);
    },

    async ofUser(userId: string): Promise<WarningsOfUserJson> {
      if (!isUuid(userId) || !(await repo.userExists(userId.toLowerCase()))) throw userNotFound();
      return warningsOf(userId.toLowerCase());
    },

    /**
     * The caller issues a warning of an active description. The person's row stays locked until the
     * warning is written, so concurrent warnings are counted one after the other and the cap holds.
     */
    async issue(
      monitor: Actor,
      userId: string,
      input: z.output<typeof issueWarningInput>,
    ): Promise<WarningsOfUserJson> {
      if (!isUuid(userId)) throw userNotFound();
      const id = userId.toLowerCase();
      return db.transaction(async (tx) => {
        const recipient = await createWarningsRepo(tx).lockRecipient(id);
        if (!recipient) throw userNotFound();
        const description = await createWarningsRepo(tx).findActiveDescriptionByTitle(input.description);
        if (!description) throw descriptionNotFound();
        if (
          (await createWarningsRepo(tx).countOfUserAndDescription(id, description.id)) >=
          WARNINGS_PER_DESCRIPTION
        )
          throw new AppError({
            code: 'WARNING_LIMIT_REACHED',
            message: warningMessages.limitReached,
          });
        const date = pacificDate(clock.now());
        const blueSquareId =
          input.color === 'red'
            ? await peers.blueSquares.addWithin(tx, recipient, {
                date,
                description: `Blue square given through the warning tracker: ${description.title}`,
              })
            : null;
        await createWarningsRepo(tx).insertWarning({
          userId: id,
          descriptionId: description.id,
          iconId: input.iconId,
          color: input.color,
          date,
          monitorId: monitor.userId,
          blueSquareId,
        });
        if (input.color === 'yellow') {
          const yellowCount = await createWarningsRepo(tx).countOfUserAndDescription(
            id,
            description.id,
            'yellow',
          );
          if (yellowCount >= WARNING_EMAIL_FROM)
            await enqueueEmail(
              tx,
              repeatedWarningEmail(recipient, { title: description.title, date, yellowCount }, cc),
            );
        }
        return warningsOf(id, tx);
      });
    },

    /** Removes one warning; a blue square given with it stays on the profile. */
    async remove(userId: string, warningId: string): Promise<WarningsOfUserJson> {
      if (!isUuid(userId)) throw userNotFound();
      const id = userId.toLowerCase();
      return db.transaction(async (tx) => {
        if (!(await createWarningsRepo(tx).userExists(id))) throw userNotFound();
        if (
          !isUuid(warningId) ||
          !(await createWarningsRepo(tx).deleteWarningOfUser(id, warningId.toLowerCase()))
        )
          throw warningNotFound();
        return warningsOf(id, tx);
      });
    },
  };
}

export type WarningsService = ReturnType<typeof createWarningsService>;
