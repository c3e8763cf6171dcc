export { UserTasksTable } from './components/UserTasksTable';
