import { isSessionRefusal } from '../../shared/api/apiError';
import { ErrorDisplay } from '../ErrorDisplay';

/**
 * Why a profile did not load. A refused token signs the user out through the other calls; the profile's
 * own 401 stays quiet, so nothing is drawn for it.
 */
export function ProfileLoadError({ error }: { error: unknown }) {
  return isSessionRefusal(error) ? null : <ErrorDisplay error={error} />;
}
