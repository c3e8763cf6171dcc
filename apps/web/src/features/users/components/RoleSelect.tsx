import { Select } from '@mantine/core';
import type { Actor } from '@hgn/domain/permissions';
import { canGiveRole } from '@hgn/domain/userManagement';
import { useRoles } from '../../../shared/queries/roles';

interface RoleSelectProps {
  actor: Actor;
  value: string;
  onChange: (role: string) => void;
}

/** The profile's role, chosen from the organisation's roles; Owner only for those who may give it. */
export function RoleSelect({ actor, value, onChange }: RoleSelectProps) {
  const roles = useRoles(true);
  const names = (roles.data ?? [])
    .map((role) => role.roleName)
    .filter((name) => name === value || canGiveRole(actor, name));
  return (
    <Select
      label="Role"
      data={names.includes(value) ? names : [value, ...names]}
      value={value}
      onChange={(role) => role && onChange(role)}
      allowDeselect={false}
    />
  );
}
