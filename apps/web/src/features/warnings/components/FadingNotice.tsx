import { Alert, Transition } from '@mantine/core';

/** The tracker's success notice, fading in and out. */
export function FadingNotice({ notice }: { notice: string | null }) {
  return (
    <Transition mounted={notice !== null} transition="fade" duration={300}>
      {(style) => (
        <Alert style={style} color="green" variant="light" role="status">
          {notice}
        </Alert>
      )}
    </Transition>
  );
}
