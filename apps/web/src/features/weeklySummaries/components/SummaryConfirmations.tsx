import { ActionIcon, Checkbox, TextInput, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { SummaryFormErrors, SummaryFormValues } from '../weeklySummaryFormModel';

const MEDIA_HELP =
  'A link to a shared folder (Google Drive, Dropbox or the like) with at least 4 screenshots of this week’s work; 6 to 10 are better.';

/** The three confirmations a save needs, with their labels. */
const CONFIRMATIONS = [
  {
    field: 'mediaConfirm',
    label: 'I have put the screenshots of this week’s work (at least 4) in the media folder linked above.',
  },
  {
    field: 'editorConfirm',
    label: 'I used an AI editor, with the current prompt, to edit this summary for grammar and spelling.',
  },
  { field: 'proofreadConfirm', label: 'I have proofread this summary, written in the third person.' },
] as const;

export type SummaryConfirmationValues = Omit<SummaryFormValues, 'summaries'>;

/** The media link and the three confirmations every save of a summary carries. */
export function SummaryConfirmations({
  values,
  errors,
  onChange,
}: {
  values: SummaryConfirmationValues;
  /** The problems to show; none before the person has changed anything. */
  errors: SummaryFormErrors;
  onChange: (next: Partial<SummaryConfirmationValues>) => void;
}) {
  return (
    <>
      <TextInput
        label="Link to your media files"
        required
        value={values.mediaUrl}
        maxLength={2000}
        error={errors.mediaUrl}
        onChange={(event) => onChange({ mediaUrl: event.currentTarget.value })}
        rightSection={
          <Tooltip label={MEDIA_HELP} multiline maw={280} events={{ hover: true, focus: true, touch: true }}>
            <ActionIcon variant="subtle" size="sm" aria-label="What the media link is">
              <IconInfoCircle size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        }
      />
      {CONFIRMATIONS.map(({ field, label }) => (
        <Checkbox
          key={field}
          label={label}
          checked={values[field]}
          error={errors[field]}
          onChange={(event) => onChange({ [field]: event.currentTarget.checked })}
        />
      ))}
    </>
  );
}
