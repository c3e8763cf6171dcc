// The people who get a copy of every blue-square e-mail (the original's BlueSquareEmailAssignments).
import { emailCopyMessages, type EmailCopyJson } from '@hgn/domain/blueSquares';
import { isUniqueViolation, refusedAs } from '../../platform/db/sql-errors.js';
import { AppError, notFound } from '../../platform/http/app-error.js';
import type { FeatureDeps } from '../../feature.js';
import { createBlueSquareExtrasRepo } from './blueSquareExtras.repo.js';
import { presentEmailCopy } from './blueSquares.present.js';

const alreadyListed = () =>
  new AppError({
    code: 'EMAIL_COPY_TAKEN',
    field: 'email',
    message: emailCopyMessages.alreadyListed,
  });

export function createEmailCopiesService({ db }: FeatureDeps) {
  const repo = createBlueSquareExtrasRepo(db);
  return {
    list: async (): Promise<EmailCopyJson[]> => (await repo.listEmailCopies()).map(presentEmailCopy),

    /** Lists the active person with this id or address, keeping the address as their profile has it. */
    add: async (by: {
      assignedTo?: string | undefined;
      email?: string | undefined;
    }): Promise<EmailCopyJson> => {
      const person = await repo.findActivePerson(by);
      if (!person)
        throw new AppError({
          code: 'EMAIL_COPY_PERSON_NOT_FOUND',
          field: 'email',
          message: emailCopyMessages.noSuchPerson,
        });
      if (await repo.isListed(person.email)) throw alreadyListed();
      const id = await refusedAs(
        () => repo.insertEmailCopy(person.email, person.id),
        isUniqueViolation,
        alreadyListed,
      );
      return presentEmailCopy((await repo.copyById(id))!);
    },

    remove: async (id: string): Promise<{ id: string }> => {
      if (!(await repo.deleteEmailCopy(id))) throw notFound('The e-mail copy', 'EMAIL_COPY_NOT_FOUND');
      return { id };
    },
  };
}

export type EmailCopiesService = ReturnType<typeof createEmailCopiesService>;
