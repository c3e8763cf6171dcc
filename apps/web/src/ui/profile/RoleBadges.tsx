import { Badge } from '@mantine/core';
import type { UserProfileJson } from '@hgn/domain/users';

/** The person's role, and a mark when the account is inactive. */
export function RoleBadges({ role, isActive }: Pick<UserProfileJson, 'role' | 'isActive'>) {
  return (
    <>
      <Badge variant="light">{role}</Badge>
      {!isActive && (
        <Badge color="gray" variant="outline">
          Inactive
        </Badge>
      )}
    </>
  );
}
