import { useState } from 'react';
import {
  ActionIcon,
  Badge as Pill,
  Button,
  Card,
  Group,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
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
import { allowed } from '@hgn/domain/contracts/endpoint';
import { serverSentence } from '../../../shared/api/apiError';
import { refusalCode } from '../../../shared/api/call';
import { infoCollectionsEndpoints } from '../../../shared/api/endpoints/infoCollections';
import { useActor } from '../../../shared/session/useActor';
import { ErrorDisplay } from '../../../ui/ErrorDisplay';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { useCreateInfo, useDeleteInfo, useInfoCollections } from '../api/infoCollectionsApi';
import { EditableInfoContent, savedToast, useSaveInfo } from '../components/EditableInfoContent';
import { parsedOrShowError } from '../components/parsedOrShowError';
import { toastError } from '../../../ui/notify';

const visibilityOptions = INFO_VISIBILITIES.map((value) => ({ value, label: INFO_VISIBILITY_LABELS[value] }));

function InfoCard({ info, isOwner }: { info: InfoCollectionJson; isOwner: boolean }) {
  const { save } = useSaveInfo(info._id);
  const remove = useDeleteInfo();

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
      <EditableInfoContent info={info} canEdit={isOwner} />
    </Card>
  );
}

function NewInfoForm() {
  const create = useCreateInfo();
  const [infoName, setInfoName] = useState('');
  const [visibility, setVisibility] = useState<InfoVisibilityValue>('0');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const input = parsedOrShowError(
      infoCollectionInput.safeParse({ infoName, visibility, fontSize: DEFAULT_INFO_FONT_SIZE }),
      setError,
    );
    if (!input) return;
    create.mutate(input, {
      onSuccess: () => {
        savedToast(true);
        setInfoName('');
      },
      onError: (failure) => {
        const code = refusalCode(failure, infoCollectionsEndpoints.create);
        if (code === 'INFO_NAME_TAKEN' || code === 'VALIDATION_FAILED') setError(serverSentence(failure, ''));
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
  const isOwner = allowed(actor ?? undefined, infoCollectionsEndpoints.update);
  const mayCreate = allowed(actor ?? undefined, infoCollectionsEndpoints.create);

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
