export { TeamMemberTasks } from './components/TeamMemberTasks';
export type { TaskActionsRenderer, TaskMember } from './components/MemberParts';
