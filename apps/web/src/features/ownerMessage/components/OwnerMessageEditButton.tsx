import { lazy, Suspense, useState } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { OwnerMessageJson } from '@hgn/domain/ownerMessage';

// The editor loads when an editor first opens it.
const OwnerMessageEditor = lazy(async () => ({
  default: (await import('./OwnerMessageEditor')).OwnerMessageEditor,
}));

/** Opens the header message's editor (Owners and holders of editHeaderMessage). */
export function OwnerMessageEditButton({ current }: { current: OwnerMessageJson }) {
  const [isEditing, setEditing] = useState(false);
  return (
    <>
      <ActionIcon
        variant="subtle"
        size="sm"
        aria-label="Edit header message"
        onClick={() => setEditing(true)}
      >
        <IconPencil size={16} aria-hidden />
      </ActionIcon>
      {isEditing && (
        <Suspense fallback={null}>
          <OwnerMessageEditor current={current} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </>
  );
}
