// Whose time entries a caller may read beyond a single permission name.
import type { Actor } from '../permissions/can';
import { canViewOthersDashboard } from '../teamTasks/policies';

/**
 * The entries of the people the caller sees in the team tasks table: those who may view anyone's
 * dashboard read everyone's; others read their own and those of the members of their teams
 * (`visibleIds`, which the server loads for the caller).
 */
export function mayReadTimeEntriesOf(
  actor: Actor,
  requestedIds: readonly string[],
  visibleIds: ReadonlySet<string>,
): boolean {
  if (canViewOthersDashboard(actor)) return true;
  return requestedIds.every((id) => visibleIds.has(id.toLowerCase()));
}
