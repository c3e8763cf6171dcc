import { Skeleton, Stack } from '@mantine/core';
import { FormProblemText } from './FormParts';

/** Placeholder rows while a list loads; the label says what is loading. */
export function ListLoading({ label, rows = 2 }: { label: string; rows?: number }) {
  return (
    <Stack gap="xs" aria-busy="true" aria-label={label} role="status">
      {Array.from({ length: rows }, (_, row) => (
        <Skeleton key={row} height={28} />
      ))}
    </Stack>
  );
}

/** A short sentence in place of a list that could not be loaded. */
export function ListLoadFailed({ message }: { message: string }) {
  return <FormProblemText message={message} />;
}
