import { useState } from 'react';
import { Switch } from '@mantine/core';
import { canChangeStatusOf, hasFullStatusRight } from '@hgn/domain/userManagement';
import type { UserProfileJson } from '@hgn/domain/users';
import { useActor } from '../../../shared/session/useActor';
import { StatusDialog } from './StatusDialog';

type Person = Pick<UserProfileJson, '_id' | 'firstName' | 'lastName' | 'role' | 'isProtected' | 'isActive'>;

/**
 * A person's active state as a switch (the time log's activation): turning it off deactivates them
 * with today as their final day, turning it on makes them active again, each after a confirmation.
 * Shown to those the server lets change an account's status outright, never on one's own time log:
 * the server refuses a change of one's own status.
 */
export function ActivationToggle({ person }: { person: Person }) {
  const actor = useActor();
  const [confirming, setConfirming] = useState(false);
  if (!actor || !hasFullStatusRight(actor) || !canChangeStatusOf(actor, person._id, person)) return null;
  return (
    <>
      <Switch
        label="Active"
        checked={person.isActive}
        onChange={() => setConfirming(true)}
        aria-label={`${person.firstName} ${person.lastName} is active`}
      />
      {confirming && (
        <StatusDialog
          user={person}
          action={person.isActive ? 'deactivate' : 'activate'}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}
