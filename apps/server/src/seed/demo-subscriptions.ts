// Readers outside the organisation who asked for its announcements: three confirmed, one whose
// confirmation link is still unanswered (a broadcast skips them).
import type { DbOrTransaction } from '../db.js';
import { emailSubscriptions } from '../features/announcements/emailSubscriptions.table.js';

const HOUR_MS = 3_600_000;

export const demoSubscribers = [
  { email: 'neighbour@example.net', confirmedDaysAgo: 40 },
  { email: 'supporter@example.net', confirmedDaysAgo: 12 },
  { email: 'reporter@example.net', confirmedDaysAgo: 3 },
  { email: 'curious@example.net', confirmedDaysAgo: null },
] as const;

export async function seedEmailSubscriptions(tx: DbOrTransaction, now: Date): Promise<void> {
  await tx.insert(emailSubscriptions).values(
    demoSubscribers.map(({ email, confirmedDaysAgo }) => {
      if (confirmedDaysAgo === null) return { email, requestedAt: new Date(now.getTime() - 2 * HOUR_MS) };
      const requestedAt = new Date(now.getTime() - confirmedDaysAgo * 24 * HOUR_MS);
      return { email, requestedAt, confirmedAt: new Date(requestedAt.getTime() + HOUR_MS) };
    }),
  );
}
