import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button, Loader, Modal } from '@mantine/core';
import { IconBulb, IconBug, IconRobot } from '@tabler/icons-react';

// The forms load when their dialog first opens (the bundle budget, docs/ARCHITECTURE.md).
const SuggestionForm = lazy(async () => ({ default: (await import('./SuggestionForm')).SuggestionForm }));
const BugReportForm = lazy(async () => ({ default: (await import('./BugReportForm')).BugReportForm }));
const AiPromptDialog = lazy(async () => ({ default: (await import('./AiPromptDialog')).AiPromptDialog }));

type Dialog = 'suggestion' | 'bug' | 'prompt';

const TITLES: Record<Dialog, string> = {
  suggestion: 'Make a suggestion',
  bug: 'Report a bug',
  prompt: 'AI prompt for your summary',
};

/** The summary bar's suggestion, bug report and AI prompt buttons, for one's own dashboard. */
export function FeedbackButtons({ userId }: { userId: string }) {
  const [open, setOpen] = useState<Dialog | null>(null);
  const close = () => setOpen(null);
  const button = (dialog: Dialog, label: string, icon: ReactNode) => (
    <Button variant="subtle" size="compact-sm" leftSection={icon} onClick={() => setOpen(dialog)}>
      {label}
    </Button>
  );
  return (
    <>
      {button('suggestion', 'Suggestion', <IconBulb size={16} aria-hidden />)}
      {button('bug', 'Report a bug', <IconBug size={16} aria-hidden />)}
      {button('prompt', 'AI prompt', <IconRobot size={16} aria-hidden />)}
      <Modal opened={open !== null} onClose={close} title={open ? TITLES[open] : ''} size="lg">
        <Suspense fallback={<Loader role="status" size="sm" aria-label="Loading" />}>
          {open === 'suggestion' && <SuggestionForm userId={userId} onClose={close} />}
          {open === 'bug' && <BugReportForm userId={userId} onClose={close} />}
          {open === 'prompt' && <AiPromptDialog userId={userId} />}
        </Suspense>
      </Modal>
    </>
  );
}
