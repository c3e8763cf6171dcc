import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { linkTo, paths } from '../shared/routing/paths';

/** A person's name, opening their profile. */
export function ProfileLink({ userId, name }: { userId: string; name: string }) {
  return (
    <Anchor component={Link} to={linkTo(paths.userProfile, { userId })} size="sm">
      {name}
    </Anchor>
  );
}
