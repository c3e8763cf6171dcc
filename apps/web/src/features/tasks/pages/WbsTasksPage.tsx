import { useParams } from 'react-router';
import { useActor } from '../../../shared/session/useActor';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { useWbs } from '../api/taskTreeApi';
import { TaskTreeScreen } from '../components/TaskTreeScreen';

/** `/wbs/tasks/:wbsId/:projectId[/:wbsName]`: every task of a WBS; the name is read when the address lacks it. */
export function WbsTasksPage() {
  const { wbsId = '', wbsName } = useParams();
  const actor = useActor();
  const wbs = useWbs(wbsName ? '' : wbsId);
  if (!actor) return <PageSkeleton label="Loading tasks" />;
  const name = wbsName ?? wbs.data?.wbsName;
  return <TaskTreeScreen actor={actor} wbsId={wbsId} title={name ? `Tasks of ${name}` : 'Tasks'} />;
}
