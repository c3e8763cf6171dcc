import { lazy, Suspense, useState } from 'react';
import {
  ActionIcon,
  Badge as Pill,
  Button,
  Card,
  Group,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash } from '@tabler/icons-react';
import {
  DEFAULT_INFO_FONT_SIZE,
  INFO_VISIBILITIES,
  INFO_VISIBILITY_LABELS,
  infoCollectionInput,
  type InfoCollectionJson,
  type InfoVisibilityValue,
} from '@hgn/domain/infoCollections';
import { infoMessages } from '@hgn/domain/messages';
import { can, canEditInfoContent } from '@hgn/domain/permissions';
import { isApiError } from '../../../app/api/apiError';
import { useActor } from '../../../app/session/useActor';
import { ErrorDisplay } from '../../../ui/ErrorDisplay';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { useCreateInfo, useDeleteInfo, useInfoCollections, useUpdateInfo } from '../api/infoCollectionsApi';
import { InfoContent } from '../components/InfoContent';
import { toastError, toastSuccess } from '../../../ui/notify';

// The editor is large; it loads only when an Owner starts editing, so no other page pays for it.
const InfoEditor = lazy(async () => ({ default: (await import('../components/InfoEditor')).InfoEditor }));

const visibilityOptions = INFO_VISIBILITIES.map((value) => ({ value, label: INFO_VISIBILITY_LABELS[value] }));

const savedToast = (ok: boolean) =>
  ok ? toastSuccess(infoMessages.saved) : toastError(infoMessages.saveFailed);

function InfoCard({ info, isOwner }: { info: InfoCollectionJson; isOwner: boolean }) {
  const [isEditing, setEditing] = useState(false);
  const update = useUpdateInfo();
  const remove = useDeleteInfo();

  const save = (change: { infoContent?: string; visibility?: InfoVisibilityValue }, after?: () => void) =>
    update.mutate(
      { id: info._id, change },
      {
        onSuccess: () => {
          savedToast(true);
          after?.();
        },
        onError: () => savedToast(false),
      },
    );

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: `Delete ${info.infoName}?`,
      children: <Text size="sm">Readers will no longer see this info.</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(info._id, {
          onError: () => toastError('The info could not be deleted.'),
        }),
    });

  return (
    <Card withBorder padding="md" component="article" aria-label={info.infoName} data-testid="info-card">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {info.infoName}
        </Title>
        {isOwner ? (
          <Group gap="xs" wrap="nowrap">
            <Select
              aria-label={`Who may read ${info.infoName}`}
              size="xs"
              w={220}
              data={visibilityOptions}
              value={info.visibility}
              allowDeselect={false}
              onChange={(value) => value && value !== info.visibility && save({ visibility: value })}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete ${info.infoName}`}
              onClick={confirmDelete}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ) : (
          <Pill variant="light">{INFO_VISIBILITY_LABELS[info.visibility]}</Pill>
        )}
      </Group>
      {isEditing ? (
        <Suspense fallback={<Skeleton height={180} />}>
          <InfoEditor
            initialHtml={info.infoContent}
            fontSize={info.fontSize}
            saving={update.isPending}
            onCancel={() => setEditing(false)}
            onSave={(html) => save({ infoContent: html }, () => setEditing(false))}
          />
        </Suspense>
      ) : isOwner ? (
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
      ) : (
        <InfoContent html={info.infoContent} fontSize={info.fontSize} />
      )}
    </Card>
  );
}

function NewInfoForm() {
  const create = useCreateInfo();
  const [infoName, setInfoName] = useState('');
  const [visibility, setVisibility] = useState<InfoVisibilityValue>('0');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const parsed = infoCollectionInput.safeParse({ infoName, visibility, fontSize: DEFAULT_INFO_FONT_SIZE });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    create.mutate(parsed.data, {
      onSuccess: () => {
        savedToast(true);
        setInfoName('');
      },
      onError: (failure) => {
        if (isApiError(failure) && failure.status === 400) setError(failure.serverMessage ?? null);
        savedToast(false);
      },
    });
  };

  return (
    <Card withBorder padding="md" component="section" aria-label="New info">
      <Group align="flex-start" wrap="wrap">
        <TextInput
          label="New info name"
          value={infoName}
          onChange={(e) => setInfoName(e.currentTarget.value)}
          error={error}
          style={{ flex: 1, minWidth: 200 }}
        />
        <Select
          label="Visible to"
          data={visibilityOptions}
          value={visibility}
          allowDeselect={false}
          onChange={(v) => v && setVisibility(v)}
          w={240}
        />
        <Button mt={24} onClick={submit} loading={create.isPending}>
          Add info
        </Button>
      </Group>
    </Card>
  );
}

/** /infoCollections: the info pop-ups this user may read; an Owner clicks content to edit it. */
export function InfoCollectionsPage() {
  const actor = useActor();
  const infos = useInfoCollections();
  const isOwner = actor !== null && canEditInfoContent(actor);
  const mayCreate = actor !== null && can(actor, 'createPopup');

  if (infos.isPending) return <PageSkeleton label="Loading info" />;
  if (infos.isError) return <ErrorDisplay error={infos.error} />;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Info Collections
      </Title>
      {mayCreate && <NewInfoForm />}
      {infos.data.length === 0 ? (
        <Text c="dimmed">No info yet.</Text>
      ) : (
        infos.data.map((info) => <InfoCard key={info._id} info={info} isOwner={isOwner} />)
      )}
    </Stack>
  );
}
