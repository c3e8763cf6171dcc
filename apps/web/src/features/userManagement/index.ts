export { UserManagementTable } from './components/UserManagementTable';
export { CreateUserDialog } from './components/CreateUserDialog';
export { ActivationToggle } from './components/ActivationToggle';
