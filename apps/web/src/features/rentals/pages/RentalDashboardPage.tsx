import { Navigate, useNavigate } from 'react-router';
import { Button, Stack, Text } from '@mantine/core';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { ErrorDisplay } from '../../../ui/ErrorDisplay';
import { refusalCode } from '../../../shared/api/call';
import { rentalsEndpoints } from '../../../shared/api/endpoints/rentals';
import { paths } from '../../../shared/routing/paths';
import { RentalCard } from '../components/RentalCard';
import { useRentalAccount, useRentalSignOut } from '../api/rentalsApi';

/** `/lbdashboard`: the signed-in rental account, and its sign-out. */
export function RentalDashboardPage() {
  const account = useRentalAccount();
  const signOut = useRentalSignOut();
  const navigate = useNavigate();

  if (account.isPending) return <PageSkeleton label="Loading your rental account" />;
  if (account.isError)
    return refusalCode(account.error, rentalsEndpoints.me) === 'RENTAL_SESSION_REQUIRED' ? (
      <Navigate to={paths.rentalLogin} replace />
    ) : (
      <ErrorDisplay error={account.error} />
    );

  const { firstName, lastName, email } = account.data;
  return (
    <RentalCard title="Rental dashboard">
      <Stack gap="sm">
        <Text>
          Welcome, {firstName} {lastName}.
        </Text>
        <Text size="sm" c="dimmed">
          Signed in as {email}
        </Text>
        <Button
          variant="default"
          loading={signOut.isPending}
          onClick={() => signOut.mutate(undefined, { onSettled: () => void navigate(paths.rentalLogin) })}
        >
          Sign out
        </Button>
      </Stack>
    </RentalCard>
  );
}
