import { useParams } from 'react-router';
import { useSession } from '../../shared/session/useSession';
import { useViewingUser } from '../../shared/session/viewingUser';

/** Whose time log is shown: the path's person, else the one being viewed, else the signed-in user. */
export function useTimeLogUserId(): string {
  const params = useParams();
  const session = useSession();
  const viewing = useViewingUser();
  return params.userId ?? viewing?.userId ?? session?.claims.userid ?? '';
}
