import { CreateByNameForm } from '../../../ui/CreateByNameForm';
import { useCreateNamedTeam } from './useCreateNamedTeam';

/** A new team by name; a duplicate (ignoring case and spaces) is said on the field. */
export function CreateTeamForm() {
  const { createNamed, isCreating } = useCreateNamedTeam();

  return (
    <CreateByNameForm
      label="New team name"
      placeholder="Team name"
      maxLength={100}
      submitLabel="Create team"
      isCreating={isCreating}
      create={createNamed}
    />
  );
}
