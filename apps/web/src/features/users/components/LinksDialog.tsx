import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Divider,
  Group,
  Modal,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash } from '@tabler/icons-react';
import { profileMessages } from '@hgn/domain/messages';
import {
  areValidLinks,
  DEFAULT_LINK_NAMES,
  isValidLinkUrl,
  mediaFolderLinkOf,
  type ProfileLinkJson,
} from '@hgn/domain/users';
import { CancelSubmitButtons, FormProblemText } from '../../../ui/FormParts';

/** The admin links always show the two defaults, first and possibly empty. */
export function withDefaultAdminLinks(links: readonly ProfileLinkJson[]): ProfileLinkJson[] {
  const defaults = [DEFAULT_LINK_NAMES.googleDoc, DEFAULT_LINK_NAMES.mediaFolder].map(
    (name) => links.find((link) => link.Name === name) ?? { Name: name, Link: '' },
  );
  return [...defaults, ...links.filter((link) => !defaults.some((item) => item.Name === link.Name))];
}

/** A new link needs a name, a URL of the right form, and a name no other link has (ignoring case). */
export function isAcceptableNewLink(links: readonly ProfileLinkJson[], link: ProfileLinkJson): boolean {
  const name = link.Name.trim().toLowerCase();
  return (
    Boolean(name) &&
    isValidLinkUrl(link.Link) &&
    !links.some((item) => item.Name.trim().toLowerCase() === name)
  );
}

interface LinkListProps {
  title: string;
  links: ProfileLinkJson[];
  fixedNames: readonly string[];
  onChange: (links: ProfileLinkJson[]) => void;
}

function LinkList({ title, links, fixedNames, onChange }: LinkListProps) {
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  // After a refused Add the message follows the typing, so it goes once the link is corrected.
  const [hasTriedToAdd, setTriedToAdd] = useState(false);
  const newLink = { Name: name.trim(), Link: url.trim() };
  const isNewLinkAcceptable = isAcceptableNewLink(links, newLink);
  const update = (index: number, link: ProfileLinkJson) =>
    onChange(links.map((item, i) => (i === index ? link : item)));
  const add = (): void => {
    setTriedToAdd(!isNewLinkAcceptable);
    if (!isNewLinkAcceptable) return;
    onChange([...links, newLink]);
    setName('');
    setUrl('');
  };
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      {links.map((link, index) => {
        const isFixed = fixedNames.includes(link.Name);
        return (
          <Group key={index} gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              label="Name"
              value={link.Name}
              readOnly={isFixed}
              onChange={(event) => update(index, { ...link, Name: event.currentTarget.value })}
              style={{ flex: 1 }}
            />
            <TextInput
              label="URL"
              value={link.Link}
              onChange={(event) => update(index, { ...link, Link: event.currentTarget.value })}
              style={{ flex: 2 }}
            />
            {!isFixed && (
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Remove the link ${link.Name}`}
                onClick={() => onChange(links.filter((_item, i) => i !== index))}
              >
                <IconTrash aria-hidden />
              </ActionIcon>
            )}
          </Group>
        );
      })}
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          label="New link name"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <TextInput
          label="New link URL"
          value={url}
          onChange={(event) => setUrl(event.currentTarget.value)}
          style={{ flex: 2 }}
        />
        <Button variant="default" onClick={add}>
          Add
        </Button>
      </Group>
      <FormProblemText
        message={hasTriedToAdd && !isNewLinkAcceptable ? profileMessages.linksInvalid : null}
      />
    </Stack>
  );
}

interface LinksDialogProps {
  opened: boolean;
  onClose: () => void;
  personalLinks: ProfileLinkJson[];
  adminLinks: ProfileLinkJson[];
  canEditAdminLinks: boolean;
  onApply: (links: { personalLinks: ProfileLinkJson[]; adminLinks: ProfileLinkJson[] }) => void;
}

/** Edit Links: personal links for the user, admin links (Google Doc, Media Folder) with manageAdminLinks. */
export function LinksDialog({
  opened,
  onClose,
  personalLinks,
  adminLinks,
  canEditAdminLinks,
  onApply,
}: LinksDialogProps) {
  const [personal, setPersonal] = useState(personalLinks);
  const [admin, setAdmin] = useState(() => withDefaultAdminLinks(adminLinks));
  // After a refused Update the message follows the links, so it goes once they are corrected.
  const [hasTriedToApply, setTriedToApply] = useState(false);
  const areLinksValid = areValidLinks(personal) && areValidLinks(admin);
  const mediaChanged = mediaFolderLinkOf(admin) !== mediaFolderLinkOf(adminLinks);

  const apply = (): void => {
    setTriedToApply(true);
    if (!areLinksValid) return;
    const finish = (): void => {
      onApply({ personalLinks: personal, adminLinks: admin });
      onClose();
    };
    if (!mediaChanged) return finish();
    modals.openConfirmModal({
      title: 'Change the media folder link?',
      closeButtonProps: { 'aria-label': 'Close dialog' },
      children: (
        <Stack gap="xs">
          <Text size="sm">{profileMessages.mediaLinkWarning}</Text>
          <Text size="sm">{profileMessages.adminLinkWarning}</Text>
        </Stack>
      ),
      labels: { confirm: 'Change it', cancel: 'Cancel' },
      onConfirm: finish,
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
      title="Edit Links"
      size="lg"
    >
      <Stack>
        {canEditAdminLinks && (
          <>
            <LinkList
              title="Admin links"
              links={admin}
              fixedNames={[DEFAULT_LINK_NAMES.googleDoc, DEFAULT_LINK_NAMES.mediaFolder]}
              onChange={setAdmin}
            />
            {mediaChanged && (
              <Alert color="yellow" role="status">
                {profileMessages.mediaLinkWarning}
              </Alert>
            )}
            <Divider />
          </>
        )}
        <LinkList title="Personal links" links={personal} fixedNames={[]} onChange={setPersonal} />
        <FormProblemText message={hasTriedToApply && !areLinksValid ? profileMessages.linksInvalid : null} />
        <CancelSubmitButtons submitLabel="Update" onSubmit={apply} onCancel={onClose} />
      </Stack>
    </Modal>
  );
}
