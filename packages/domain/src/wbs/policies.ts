// Who may see what of the WBS beyond a single permission name.
import { can, type Actor } from '../permissions/can';

/**
 * The list of a project's WBS shows only the active ones, like the original; those who may create
 * and change WBS (postWbs) may ask for the inactive ones too, to activate them again.
 */
export const maySeeInactiveWbs = (actor: Actor): boolean => can(actor, 'postWbs');
