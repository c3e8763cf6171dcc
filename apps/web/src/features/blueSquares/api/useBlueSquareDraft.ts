import { useCallback, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/call';
import { blueSquaresEndpoints as blueSquares } from '../../../shared/api/endpoints/blueSquares';
import { userProfileKeys, userProfileQuery } from '../../../shared/queries/userProfile';
import {
  applyChanges,
  stageChange,
  type BlueSquareDraftInput,
  type DraftItem,
  type StagedChange,
} from '../blueSquareDraft';

export type BlueSquareDraft = {
  items: DraftItem[];
  add: (input: BlueSquareDraftInput) => void;
  update: (id: string, input: BlueSquareDraftInput) => void;
  remove: (id: string) => void;
  isDirty: boolean;
  /** Sends every staged change through the per-item endpoints, then reloads the profile. */
  save: () => Promise<void>;
  reset: () => void;
};

export function useBlueSquareDraft(userId: string): BlueSquareDraft {
  const queryClient = useQueryClient();
  const profile = useQuery({ ...userProfileQuery(userId), enabled: Boolean(userId) });
  const [changes, setChanges] = useState<StagedChange[]>([]);
  const nextTemp = useRef(0);
  const saved = profile.data?.infringements;

  const items = useMemo(() => applyChanges(saved ?? [], changes, new Date()), [saved, changes]);
  const stage = useCallback(
    (change: StagedChange) => setChanges((current) => stageChange(current, change)),
    [],
  );

  const save = useCallback(async () => {
    let remaining = changes;
    try {
      for (const change of changes) {
        if (change.kind === 'add')
          await call(blueSquares.add, { params: { userId }, body: { blueSquare: change.input } });
        else if (change.kind === 'update')
          await call(blueSquares.edit, {
            params: { userId, blueSquareId: change.id },
            body: { blueSquare: change.input },
          });
        else await call(blueSquares.remove, { params: { userId, blueSquareId: change.id } });
        remaining = remaining.slice(1);
      }
    } finally {
      // What was sent is no longer staged, even when a later change failed.
      setChanges(remaining);
      if (remaining.length !== changes.length)
        await queryClient.invalidateQueries({ queryKey: userProfileKeys.one(userId) });
    }
  }, [changes, queryClient, userId]);

  return {
    items,
    add: (input) => {
      nextTemp.current += 1;
      stage({ kind: 'add', tempId: `new-${nextTemp.current}`, input });
    },
    update: (id, input) => stage({ kind: 'update', id, input }),
    remove: (id) => stage({ kind: 'remove', id }),
    isDirty: changes.length > 0,
    save,
    reset: () => setChanges([]),
  };
}
