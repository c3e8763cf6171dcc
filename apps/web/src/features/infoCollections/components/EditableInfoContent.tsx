import { lazy, Suspense, useState } from 'react';
import { Skeleton, Text, UnstyledButton } from '@mantine/core';
import type { InfoCollectionJson, InfoCollectionUpdate } from '@hgn/domain/infoCollections';
import { infoMessages } from '@hgn/domain/messages';
import { toastError, toastSuccess } from '../../../ui/notify';
import { useUpdateInfo } from '../api/infoCollectionsApi';
import { InfoContent } from './InfoContent';

// The editor is large; it loads only when an Owner starts editing, so no other page pays for it.
const InfoEditor = lazy(async () => ({ default: (await import('./InfoEditor')).InfoEditor }));

export const savedToast = (ok: boolean) =>
  ok ? toastSuccess(infoMessages.saved) : toastError(infoMessages.saveFailed);

/** Saves a change of a pop-up and tells the outcome in the spec's words. */
export function useSaveInfo(id: string) {
  const update = useUpdateInfo();
  const save = (change: InfoCollectionUpdate, after?: () => void) =>
    update.mutate(
      { id, change },
      {
        onSuccess: () => {
          savedToast(true);
          after?.();
        },
        onError: () => savedToast(false),
      },
    );
  return { save, isSaving: update.isPending };
}

/** A pop-up's content; an Owner clicks it to edit it in place (spec 000 section 4). */
export function EditableInfoContent({ info, canEdit }: { info: InfoCollectionJson; canEdit: boolean }) {
  const [isEditing, setEditing] = useState(false);
  const { save, isSaving } = useSaveInfo(info._id);

  if (isEditing)
    return (
      <Suspense fallback={<Skeleton height={180} />}>
        <InfoEditor
          initialHtml={info.infoContent}
          fontSize={info.fontSize}
          saving={isSaving}
          onCancel={() => setEditing(false)}
          onSave={(html) => save({ infoContent: html }, () => setEditing(false))}
        />
      </Suspense>
    );
  if (!canEdit) return <InfoContent html={info.infoContent} fontSize={info.fontSize} />;
  return (
    <UnstyledButton
      w="100%"
      onClick={() => setEditing(true)}
      aria-label={`Edit the content of ${info.infoName}`}
      style={{ display: 'block', textAlign: 'start', cursor: 'text' }}
    >
      <InfoContent html={info.infoContent} fontSize={info.fontSize} />
      {!info.infoContent && (
        <Text c="dimmed" size="sm">
          Click to write the content.
        </Text>
      )}
    </UnstyledButton>
  );
}
