import { lazy, Suspense, useState } from 'react';
import { Button, Loader, Modal } from '@mantine/core';

// The forms load when their dialog first opens (the bundle budget, apps/web/README.md).
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
  // Words without icons: the buttons are on the dashboard's first download (the bundle budget).
  const button = (dialog: Dialog, label: string) => (
    <Button variant="subtle" size="compact-sm" onClick={() => setOpen(dialog)}>
      {label}
    </Button>
  );
  return (
    <>
      {button('suggestion', 'Suggestion')}
      {button('bug', 'Report a bug')}
      {button('prompt', 'AI prompt')}
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
