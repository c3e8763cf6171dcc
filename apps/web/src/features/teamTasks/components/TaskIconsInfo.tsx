import { List, Modal, ThemeIcon } from '@mantine/core';
import { ICONS, type IconKind } from './TaskIcons';

/** The task-icons info modal. */
export function TaskIconsInfo({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Task icons">
      <List spacing="sm" listStyleType="none" p={0}>
        {(Object.keys(ICONS) as IconKind[]).map((kind) => {
          const { Icon, color, meaning } = ICONS[kind];
          return (
            <List.Item
              key={kind}
              icon={
                <ThemeIcon size="sm" variant="light" color={color}>
                  <Icon size={14} aria-hidden />
                </ThemeIcon>
              }
            >
              {meaning}
            </List.Item>
          );
        })}
      </List>
    </Modal>
  );
}
