import { lazy, Suspense } from 'react';
import { Group, Text } from '@mantine/core';
import { isOwnerMessagePicture } from '@hgn/domain/ownerMessage';
import { allowed } from '@hgn/domain/contracts/endpoint';
import type { Actor } from '@hgn/domain/permissions';
import { ownerMessageEndpoints } from '../../../shared/api/endpoints/ownerMessage';
import { useOwnerMessage } from '../api/ownerMessageApi';

// A picture and the editing button load only when there is one to show.
const OwnerMessagePicture = lazy(async () => ({
  default: (await import('./OwnerMessagePicture')).OwnerMessagePicture,
}));
const OwnerMessageEditButton = lazy(async () => ({
  default: (await import('./OwnerMessageEditButton')).OwnerMessageEditButton,
}));

/** The owner's header message (the current one, else the standard one), text or picture, in full. */
export function OwnerMessage({ actor }: { actor: Actor }) {
  const { data } = useOwnerMessage();
  const shown = data ? data.message || data.standardMessage : '';
  const mayEdit = allowed(actor, ownerMessageEndpoints.update);
  if (!data || (!shown && !mayEdit)) return null;

  return (
    <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
      <Suspense fallback={null}>
        {isOwnerMessagePicture(shown) ? (
          <OwnerMessagePicture message={shown} />
        ) : (
          <Text size="sm" fw={500} ta="center" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {shown}
          </Text>
        )}
        {mayEdit && <OwnerMessageEditButton current={data} />}
      </Suspense>
    </Group>
  );
}
