import { Group, Radio, SimpleGrid, Text } from '@mantine/core';
import { videoCallProviders } from './VideoCallLogos';

interface VideoCallPreferencePickerProps {
  value: string;
  onChange: (provider: string) => void;
  error?: string;
}

/** One of the nine video-call services, each shown with its logo. */
export function VideoCallPreferencePicker({ value, onChange, error }: VideoCallPreferencePickerProps) {
  return (
    <Radio.Group label="Video call preference" value={value} onChange={onChange} error={error} withAsterisk>
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" mt="xs">
        {videoCallProviders.map(({ name, Logo }) => (
          <Radio.Card key={name} value={name} radius="md" p="xs" withBorder>
            <Group gap="xs" wrap="nowrap">
              <Radio.Indicator size="xs" />
              <Logo size={20} />
              <Text size="sm">{name}</Text>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
