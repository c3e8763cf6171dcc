import { Alert, Button, Code, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { saveFile } from '../../../ui/saveFile';

/** The recovery codes, shown once: to copy or to download as a text file. */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const text = `Highest Good Network recovery codes. Each works once, in place of a code from your app.\n\n${codes.join('\n')}\n`;
  return (
    <Stack gap="sm">
      <Alert color="yellow" title="Save your recovery codes now">
        They are shown only this once. Each one signs you in once if you lose your authenticator app.
      </Alert>
      <SimpleGrid
        cols={2}
        spacing="xs"
        component="ul"
        aria-label="Recovery codes"
        style={{ listStyle: 'none', padding: 0 }}
      >
        {codes.map((code) => (
          <li key={code}>
            <Code fz="md">{code}</Code>
          </li>
        ))}
      </SimpleGrid>
      <Group>
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? 'Copied' : 'Copy codes'}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={() => saveFile(text, 'recovery-codes.txt', 'text/plain')}>
          Download as .txt
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        Keep them somewhere safe, away from your phone.
      </Text>
    </Stack>
  );
}
