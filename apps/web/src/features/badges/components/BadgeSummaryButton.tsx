import { useState } from 'react';
import { Button, Indicator } from '@mantine/core';
import { IconAward } from '@tabler/icons-react';
import { totalBadgeCount } from '@hgn/domain/badges';
import { isSameUser } from '@hgn/domain/permissions';
import type { UserProfileJson } from '@hgn/domain/users';
import { useSession } from '../../../shared/session/useSession';
import { useResetBadgeCount } from '../api/badgesApi';
import { BadgeSummaryDialog } from './BadgeSummaryDialog';

interface BadgeSummaryButtonProps {
  userId: string;
  profile: Pick<UserProfileJson, 'badgeCollection' | 'badgeCount'>;
}

/**
 * Opens the Badge Summary. The total counts a Personal Max once; the dot shows badges given since the
 * volunteer last looked, and opening one's own summary clears it.
 */
export function BadgeSummaryButton({ userId, profile }: BadgeSummaryButtonProps) {
  const [opened, setOpened] = useState(false);
  const session = useSession();
  const isOwn = session !== null && isSameUser({ userId: session.claims.userid }, userId);
  const reset = useResetBadgeCount(userId);
  const total = totalBadgeCount(profile.badgeCollection);

  const open = () => {
    setOpened(true);
    if (isOwn && profile.badgeCount > 0) reset.mutate();
  };

  return (
    <>
      <Indicator
        label={profile.badgeCount}
        size={16}
        disabled={!isOwn || profile.badgeCount === 0}
        color="red"
      >
        <Button variant="light" leftSection={<IconAward size={18} aria-hidden />} onClick={open}>
          Badges: {total}
        </Button>
      </Indicator>
      <BadgeSummaryDialog
        opened={opened}
        onClose={() => setOpened(false)}
        entries={profile.badgeCollection}
        isOwn={isOwn}
      />
    </>
  );
}
