import { Group, Skeleton, Stack } from '@mantine/core';

/** Shown while a page's code or first data loads. */
export function PageSkeleton({ label = 'Loading' }: { label?: string }) {
  return (
    <Stack gap="md" aria-busy="true" aria-label={label} role="status">
      <Group gap="md">
        <Skeleton circle height={72} />
        <Stack gap={8} style={{ flex: 1 }}>
          <Skeleton height={20} width="40%" />
          <Skeleton height={14} width="25%" />
        </Stack>
      </Group>
      <Skeleton height={14} />
      <Skeleton height={14} width="90%" />
      <Skeleton height={120} />
    </Stack>
  );
}
