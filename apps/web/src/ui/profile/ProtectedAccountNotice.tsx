import { Alert } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { profileMessages } from '@hgn/domain/messages';

/** Shown on a protected account's pages, so nobody borrows it for testing. */
export function ProtectedAccountNotice({ isProtected }: { isProtected: boolean }) {
  if (!isProtected) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconShieldLock size={18} aria-hidden />}
      title="Protected account"
    >
      {profileMessages.protectedAccountWarning}
    </Alert>
  );
}
