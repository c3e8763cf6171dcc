import { useEffect, useState } from 'react';
import { Button, Checkbox, Stack, Text } from '@mantine/core';
import { ListLoadFailed, ListLoading } from '../../../ui/ListStates';
import { toastRefusal, toastSuccess } from '../../../ui/notify';
import { useRoleNames, useSetTwoFactorPolicy, useTwoFactorPolicy } from '../api/twoFactorApi';

/** The Owner's policy: the roles whose people must turn two-step sign-in on, from their next sign-in. */
export function PolicyForm() {
  const policy = useTwoFactorPolicy();
  const roles = useRoleNames();
  const save = useSetTwoFactorPolicy();
  const [chosen, setChosen] = useState<string[]>([]);
  useEffect(() => {
    if (policy.data) setChosen(policy.data.requiredRoles);
  }, [policy.data]);

  if (policy.isError || roles.isError) return <ListLoadFailed message="The policy could not be loaded." />;
  if (!policy.data || !roles.data) return <ListLoading label="Loading the policy" />;

  const submit = () =>
    save.mutate(chosen, {
      onSuccess: () => toastSuccess('The roles that must use two-step sign-in were saved.'),
      onError: (error) => toastRefusal(error, 'The policy could not be saved.'),
    });

  return (
    <Stack gap="sm">
      <Text size="sm">
        People of these roles without two-step sign-in are sent to set it up at their next sign-in and can do
        nothing else until they do. Sessions already open are not ended.
      </Text>
      <Checkbox.Group label="Require two-step sign-in for" value={chosen} onChange={setChosen}>
        <Stack gap={6} mt="xs">
          {roles.data.map((role) => (
            <Checkbox key={role} value={role} label={role} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Button onClick={submit} loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
        Save policy
      </Button>
    </Stack>
  );
}
