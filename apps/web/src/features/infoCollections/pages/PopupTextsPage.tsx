import { lazy, Suspense, useState } from 'react';
import { Button, Card, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { allowed } from '@hgn/domain/contracts/endpoint';
import { popupEditorInput, popupEditorMessages, type PopupEditorJson } from '@hgn/domain/popupEditors';
import { serverSentence } from '../../../shared/api/apiError';
import { refusalCode } from '../../../shared/api/call';
import { popupEditorsEndpoints } from '../../../shared/api/endpoints/popupEditors';
import { useActor } from '../../../shared/session/useActor';
import { ErrorDisplay } from '../../../ui/ErrorDisplay';
import { toastError, toastSuccess } from '../../../ui/notify';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { useCreatePopupText, usePopupTexts, useUpdatePopupText } from '../api/popupTextsApi';
import { InfoContent } from '../components/InfoContent';
import { parsedOrShowError } from '../components/parsedOrShowError';

// The editor is large; it loads only when editing starts.
const InfoEditor = lazy(async () => ({ default: (await import('../components/InfoEditor')).InfoEditor }));

const TEXT_SIZE = 16;
const editorFallback = <Skeleton height={180} />;
const saved = () => toastSuccess(popupEditorMessages.saved);
const notSaved = () => toastError(popupEditorMessages.notSaved);

function PopupTextCard({ popup, canEdit }: { popup: PopupEditorJson; canEdit: boolean }) {
  const [isEditing, setEditing] = useState(false);
  const update = useUpdatePopupText();

  const save = (html: string) =>
    update.mutate(
      { id: popup._id, change: { popupContent: html } },
      {
        onSuccess: () => {
          saved();
          setEditing(false);
        },
        onError: (failure) => toastError(serverSentence(failure, popupEditorMessages.notSaved)),
      },
    );

  return (
    <Card withBorder padding="md" component="article" aria-label={popup.popupName}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {popup.popupName}
        </Title>
        {canEdit && !isEditing && (
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPencil size={16} />}
            aria-label={`Edit ${popup.popupName}`}
            onClick={() => setEditing(true)}
          >
            Edit
          </Button>
        )}
      </Group>
      {isEditing ? (
        <Suspense fallback={editorFallback}>
          <InfoEditor
            initialHtml={popup.popupContent}
            label={`Text of ${popup.popupName}`}
            fontSize={TEXT_SIZE}
            saving={update.isPending}
            onCancel={() => setEditing(false)}
            onSave={save}
          />
        </Suspense>
      ) : (
        <InfoContent html={popup.popupContent} fontSize={TEXT_SIZE} />
      )}
    </Card>
  );
}

function NewPopupTextForm({ onDone }: { onDone: () => void }) {
  const create = useCreatePopupText();
  const [popupName, setPopupName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (popupContent: string) => {
    const input = parsedOrShowError(popupEditorInput.safeParse({ popupName, popupContent }), setError);
    if (!input) return;
    create.mutate(input, {
      onSuccess: () => {
        saved();
        onDone();
      },
      onError: (failure) => {
        const code = refusalCode(failure, popupEditorsEndpoints.create);
        if (code === 'POPUP_NAME_TAKEN' || code === 'VALIDATION_FAILED')
          setError(serverSentence(failure, ''));
        notSaved();
      },
    });
  };

  return (
    <Card withBorder padding="md" component="section" aria-label="New popup text">
      <Stack gap="sm">
        <TextInput
          label="Popup name"
          value={popupName}
          onChange={(e) => setPopupName(e.currentTarget.value)}
          error={error}
        />
        <Suspense fallback={editorFallback}>
          <InfoEditor
            initialHtml=""
            label="Text of the new popup"
            fontSize={TEXT_SIZE}
            saving={create.isPending}
            onCancel={onDone}
            onSave={submit}
          />
        </Suspense>
      </Stack>
    </Card>
  );
}

/** /popupTexts: the texts of the pop-ups; createPopup adds one, updatePopup edits one in place. */
export function PopupTextsPage() {
  const actor = useActor() ?? undefined;
  const popups = usePopupTexts();
  const [isAdding, setAdding] = useState(false);
  const mayCreate = allowed(actor, popupEditorsEndpoints.create);
  const mayEdit = allowed(actor, popupEditorsEndpoints.update);

  if (popups.isPending) return <PageSkeleton label="Loading popup texts" />;
  if (popups.isError) return <ErrorDisplay error={popups.error} />;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Popup Texts
        </Title>
        {mayCreate && !isAdding && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            New popup text
          </Button>
        )}
      </Group>
      {isAdding && <NewPopupTextForm onDone={() => setAdding(false)} />}
      {popups.data.length === 0 ? (
        <Text c="dimmed">No popup texts yet.</Text>
      ) : (
        popups.data.map((popup) => <PopupTextCard key={popup._id} popup={popup} canEdit={mayEdit} />)
      )}
    </Stack>
  );
}
