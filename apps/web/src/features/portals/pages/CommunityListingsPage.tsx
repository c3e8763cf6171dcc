import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Card,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  communityListingForm,
  pacificWallTimeOf,
  type CommunityListingFormInput,
  type CommunityListingInput,
  type CommunityListingJson,
} from '@hgn/domain/communityPortal';
import { allowed } from '@hgn/domain/contracts/endpoint';
import { communityMessages } from '@hgn/domain/messages';
import { formatUSDateTimePT } from '@hgn/domain/time';
import { serverSentence } from '../../../shared/api/apiError';
import { useActor } from '../../../shared/session/useActor';
import { FormErrorAlert } from '../../../ui/FormParts';
import { ListLoadFailed, ListLoading } from '../../../ui/ListStates';
import { EditDeleteButtons } from '../../../ui/ListTable';
import { toastRefusal, toastSuccess } from '../../../ui/notify';
import { EmptyText } from '../../../ui/Section';
import {
  listingEndpoints,
  useCommunityListings,
  useDeleteCommunityListing,
  useSaveCommunityListing,
  type ListingKind,
} from '../api/communityPortalApi';

const WORDS = {
  events: { title: 'Community Events', one: 'event', empty: communityMessages.noEvents },
  activities: { title: 'Community Activities', one: 'activity', empty: communityMessages.noActivities },
} as const;

/** `/communityportal`: the community's events. */
export const CommunityEventsPage = () => <CommunityListingsPage kind="events" />;
/** `/communityportal/Activities`: the community's activities. */
export const CommunityActivitiesPage = () => <CommunityListingsPage kind="activities" />;

type Editing = { listing: CommunityListingJson | null } | null;

/** The events or activities of the community portal; Owners and Administrators manage them. */
function CommunityListingsPage({ kind }: { kind: ListingKind }) {
  const words = WORDS[kind];
  const actor = useActor();
  const listings = useCommunityListings(kind);
  const remove = useDeleteCommunityListing(kind);
  const [editing, setEditing] = useState<Editing>(null);
  const mayManage = allowed(actor ?? undefined, listingEndpoints[kind].create);

  const removeListing = (listing: CommunityListingJson) =>
    modals.openConfirmModal({
      title: `Delete "${listing.title}"?`,
      children: <Text size="sm">The {words.one} is removed for everyone. This cannot be undone.</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(listing._id, {
          onSuccess: () => toastSuccess(`Deleted "${listing.title}".`),
          onError: (error) => toastRefusal(error, `The ${words.one} could not be deleted.`),
        }),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {words.title}
        </Title>
        {mayManage && <Button onClick={() => setEditing({ listing: null })}>Add {words.one}</Button>}
      </Group>
      {listings.isPending ? (
        <ListLoading label={`Loading ${kind}`} />
      ) : listings.isError ? (
        <ListLoadFailed message={`The ${kind} could not be loaded.`} />
      ) : listings.data.length === 0 ? (
        <EmptyText>{words.empty}</EmptyText>
      ) : (
        <Stack
          gap="sm"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label={words.title}
        >
          {listings.data.map((listing) => (
            <Card key={listing._id} withBorder padding="md" component="li">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Stack gap={4}>
                  <Title order={2} size="h4">
                    {listing.title}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {formatUSDateTimePT(listing.startsAt)} to {formatUSDateTimePT(listing.endsAt)}
                    {listing.location && ` · ${listing.location}`}
                  </Text>
                  {listing.description && (
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                      {listing.description}
                    </Text>
                  )}
                </Stack>
                {mayManage && (
                  <EditDeleteButtons
                    name={listing.title}
                    onEdit={() => setEditing({ listing })}
                    onDelete={() => removeListing(listing)}
                  />
                )}
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.listing ? `Edit ${words.one}` : `Add ${words.one}`}
      >
        {editing && <ListingForm kind={kind} listing={editing.listing} onDone={() => setEditing(null)} />}
      </Modal>
    </Stack>
  );
}

function ListingForm({
  kind,
  listing,
  onDone,
}: {
  kind: ListingKind;
  listing: CommunityListingJson | null;
  onDone: () => void;
}) {
  const save = useSaveCommunityListing(kind);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CommunityListingFormInput, unknown, CommunityListingInput>({
    resolver: zodResolver(communityListingForm),
    defaultValues: listing
      ? {
          title: listing.title,
          description: listing.description,
          location: listing.location,
          startsAt: pacificWallTimeOf(listing.startsAt),
          endsAt: pacificWallTimeOf(listing.endsAt),
        }
      : { title: '', description: '', location: '', startsAt: '', endsAt: '' },
  });

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await save.mutateAsync({ listingId: listing?._id ?? null, body });
      toastSuccess(`Saved "${body.title}".`);
      onDone();
    } catch (error) {
      setFailure(serverSentence(error, `The ${WORDS[kind].one} could not be saved.`));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={`${WORDS[kind].one} details`}>
      <Stack gap="sm">
        <FormErrorAlert message={failure} />
        <TextInput label="Title" required error={errors.title?.message} {...register('title')} />
        <TextInput label="Location" error={errors.location?.message} {...register('location')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label="Starts (Pacific time)"
            type="datetime-local"
            required
            error={errors.startsAt?.message}
            {...register('startsAt')}
          />
          <TextInput
            label="Ends (Pacific time)"
            type="datetime-local"
            required
            error={errors.endsAt?.message}
            {...register('endsAt')}
          />
        </SimpleGrid>
        <Textarea
          label="Description"
          autosize
          minRows={3}
          error={errors.description?.message}
          {...register('description')}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
