export { TaskActions, type TaskMember } from './TaskActions';
export { FollowUpCount } from './FollowUpCount';
