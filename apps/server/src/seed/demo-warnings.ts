// The warning descriptions administrators track from the start; they cannot be deleted.
import type { DbOrTransaction } from '../db.js';
import { warningDescriptions } from '../features/warnings/warnings.table.js';

const standardWarnings = [
  'Better Descriptions',
  'Log Time to Tasks',
  'Log Time as You Go',
  'Log Time to Action Items',
  'Intangible Time Log w/o Reason',
] as const;

export async function seedWarningDescriptions(tx: DbOrTransaction): Promise<void> {
  await tx
    .insert(warningDescriptions)
    .values(standardWarnings.map((title, index) => ({ title, isPermanent: true, displayOrder: index + 1 })))
    .onConflictDoNothing();
}
