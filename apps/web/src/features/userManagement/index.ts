export { UserManagementTable } from './components/UserManagementTable';
export { CreateUserDialog } from './components/CreateUserDialog';
