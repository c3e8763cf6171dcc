import { useParams } from 'react-router';
import { taskMessages } from '@hgn/domain/tasks';
import { refusalCode } from '../../../shared/api/call';
import { tasksEndpoints } from '../../../shared/api/endpoints/tasks';
import { useActor } from '../../../shared/session/useActor';
import { ErrorDisplay } from '../../../ui/ErrorDisplay';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { EmptyText } from '../../../ui/Section';
import { useTask, useWbs } from '../api/taskTreeApi';
import { TaskTreeScreen } from '../components/TaskTreeScreen';

/** Where a task lives: read first, for its WBS and place; it can then be shown in its tree. */
function useTaskWithWbs(taskId: string) {
  const task = useTask(taskId);
  const wbs = useWbs(task.data?.wbsId ?? '');
  return { task, wbsName: wbs.data?.wbsName };
}

function TaskLoadFailure({ error }: { error: unknown }) {
  return refusalCode(error, tasksEndpoints.get) === 'TASK_NOT_FOUND' ? (
    <EmptyText>{taskMessages.notFound}</EmptyText>
  ) : (
    <ErrorDisplay error={error} />
  );
}

/** `/wbs/tasks/:taskId`: the task's WBS tree, opened at that task. */
export function TaskPage() {
  const { taskId = '' } = useParams();
  const actor = useActor();
  const { task, wbsName } = useTaskWithWbs(taskId);
  if (!actor || task.isPending) return <PageSkeleton label="Loading task" />;
  if (task.isError) return <TaskLoadFailure error={task.error} />;
  return (
    <TaskTreeScreen
      actor={actor}
      wbsId={task.data.wbsId}
      title={wbsName ? `Tasks of ${wbsName}` : task.data.taskName}
      focusTask={task.data}
    />
  );
}

/** `/wbs/samefoldertasks/:taskId`: the tasks beside this one under the same mother, with their subtasks. */
export function SameFolderTasksPage() {
  const { taskId = '' } = useParams();
  const actor = useActor();
  const { task, wbsName } = useTaskWithWbs(taskId);
  if (!actor || task.isPending) return <PageSkeleton label="Loading tasks" />;
  if (task.isError) return <TaskLoadFailure error={task.error} />;
  return (
    <TaskTreeScreen
      actor={actor}
      wbsId={task.data.wbsId}
      title={`Tasks beside ${task.data.taskName}${wbsName ? ` in ${wbsName}` : ''}`}
      focusTask={task.data}
      siblingsOfTaskId={task.data._id}
    />
  );
}
