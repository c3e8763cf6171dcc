import { toastRefusal } from '../../../ui/notify';

/** A refused role or permission change, in the server's words when it gave some. */
export const notifyFailure = (error: unknown): void => toastRefusal(error, 'The change could not be saved.');
