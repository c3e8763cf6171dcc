import { isUuid } from '@hgn/domain/ids';
import type { OutboxMessageJson, OutboxPageJson, OutboxStatus } from '@hgn/domain/emails';
import type { FeatureDeps } from '../../feature.js';
import { notFound } from '../../platform/http/app-error.js';
import { presentOutboxEmail } from './emails.present.js';
import { createEmailsRepo } from './emails.repo.js';

/** Reading the e-mail outbox: without SMTP it is where the organisation's e-mails can be read. */
export function createEmailsService({ db }: Pick<FeatureDeps, 'db'>) {
  const repo = createEmailsRepo(db);
  return {
    listOutbox: async ({
      page,
      pageSize,
      status,
    }: {
      page: number;
      pageSize: number;
      status?: OutboxStatus;
    }): Promise<OutboxPageJson> => {
      const { rows, total } = await repo.listNewestFirst({
        status,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return { items: rows.map(presentOutboxEmail), total, page, pageSize };
    },

    getOutboxEmail: async (id: string): Promise<OutboxMessageJson> => {
      // Anything but a UUID names no message; asking the database would only fail on the cast.
      const row = isUuid(id) ? await repo.findById(id) : undefined;
      if (!row) throw notFound('The e-mail', 'EMAIL_NOT_FOUND');
      return presentOutboxEmail(row);
    },
  };
}

export type EmailsService = ReturnType<typeof createEmailsService>;
