import type { ReactNode } from 'react';
import { Modal } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';

interface TimerModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** A prompt that must be acknowledged is not dismissed by a click beside it. */
  closeOnClickOutside?: boolean;
  children: ReactNode;
}

/** The timer's dialogs: small, and without their opening animation for those who ask for less motion. */
export function TimerModal({
  opened,
  onClose,
  title,
  closeOnClickOutside = true,
  children,
}: TimerModalProps) {
  const reduceMotion = useReducedMotion();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="sm"
      closeOnClickOutside={closeOnClickOutside}
      transitionProps={reduceMotion ? { duration: 0 } : undefined}
    >
      {children}
    </Modal>
  );
}
