import { ActionIcon, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconFileText } from '@tabler/icons-react';
import { profileMessages } from '@hgn/domain/messages';
import { googleDocLinkOf, linkHref, type ProfileLinkJson } from '@hgn/domain/users';

/** Opens the user's Google Doc, or explains that there is none. */
export function GoogleDocButton({ adminLinks }: { adminLinks: readonly ProfileLinkJson[] }) {
  const link = googleDocLinkOf(adminLinks);
  const open = (): void => {
    if (link) window.open(linkHref(link), '_blank', 'noopener,noreferrer');
    else
      modals.open({
        title: 'Google Doc',
        closeButtonProps: { 'aria-label': 'Close dialog' },
        children: profileMessages.noGoogleDoc,
      });
  };
  return (
    <Tooltip label="Google Doc">
      <ActionIcon variant="light" size="lg" onClick={open} aria-label="Open the Google Doc">
        <IconFileText aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
