import { useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { isChoiceType, QUESTION_TYPES, type QuestionProblem, type QuestionType } from '@hgn/domain/jobForms';
import { jobFormMessages } from '@hgn/domain/messages';
import { movedBy } from '@hgn/domain/collections';
import { addedQuestion, emptyQuestion, isProblem, type QuestionDraft } from './questionDrafts';

const TYPE_LABELS: Record<QuestionType, string> = {
  textbox: 'Text box',
  textarea: 'Text area',
  checkbox: 'Checkboxes',
  radio: 'Radio buttons',
  dropdown: 'Dropdown',
  date: 'Date',
};
const typeOptions = QUESTION_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }));

interface QuestionBuilderProps {
  questions: readonly QuestionDraft[];
  onChange: (questions: QuestionDraft[]) => void;
}

/** Adds questions of the six kinds, orders, shows or hides and removes them; Reset starts again. */
export function QuestionBuilder({ questions, onChange }: QuestionBuilderProps) {
  const [draft, setDraft] = useState<QuestionDraft>(emptyQuestion);
  const [problem, setProblem] = useState<QuestionProblem | null>(null);
  const change = (next: Partial<QuestionDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setProblem(null);
  };
  const setOption = (index: number, value: string) =>
    change({ options: draft.options.map((option, at) => (at === index ? value : option)) });

  const add = () => {
    const added = addedQuestion(draft);
    if (isProblem(added)) {
      setProblem(added);
      return;
    }
    onChange([...questions, added]);
    setDraft(emptyQuestion());
  };

  const reset = () => {
    onChange([]);
    setDraft(emptyQuestion());
    setProblem(null);
  };

  return (
    <Stack gap="md">
      <Fieldset legend="Add a question">
        <Stack gap="sm">
          <TextInput
            label="Field label"
            required
            value={draft.questionText}
            onChange={(event) => change({ questionText: event.currentTarget.value })}
            error={problem?.field === 'questionText' ? problem.message : undefined}
          />
          <Select
            label="Question type"
            data={typeOptions}
            value={draft.questionType}
            allowDeselect={false}
            onChange={(value) => value && change({ questionType: value })}
          />
          {isChoiceType(draft.questionType) && (
            <Stack gap="xs">
              <Text size="sm" fw={500}>
                Options
              </Text>
              {draft.options.map((option, index) => (
                <Group key={index} gap="xs" wrap="nowrap">
                  <TextInput
                    flex={1}
                    aria-label={`Option ${index + 1}`}
                    value={option}
                    onChange={(event) => setOption(index, event.currentTarget.value)}
                  />
                  <Button
                    variant="subtle"
                    color="red"
                    onClick={() => change({ options: draft.options.filter((_, at) => at !== index) })}
                    aria-label={`Remove option ${index + 1}`}
                  >
                    Remove
                  </Button>
                </Group>
              ))}
              {problem?.field === 'options' && (
                <Text c="var(--mantine-color-error)" size="sm" role="alert">
                  {problem.message}
                </Text>
              )}
              <Group>
                <Button variant="light" size="xs" onClick={() => change({ options: [...draft.options, ''] })}>
                  Add option
                </Button>
              </Group>
            </Stack>
          )}
          <Checkbox
            label="Visible to applicants"
            checked={draft.visible}
            onChange={(event) => change({ visible: event.currentTarget.checked })}
          />
          <Group>
            <Button onClick={add}>Add question</Button>
            <Button variant="default" onClick={reset}>
              Reset
            </Button>
          </Group>
        </Stack>
      </Fieldset>

      {questions.length === 0 ? (
        <Text c="dimmed">{jobFormMessages.noQuestions}</Text>
      ) : (
        <Stack gap="xs" aria-label="Questions" role="list">
          {questions.map((question, index) => (
            <Paper key={question._id ?? `new-${index}`} withBorder p="sm" role="listitem">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={4}>
                  <Group gap="xs">
                    <Text fw={500}>
                      {index + 1}. {question.questionText}
                    </Text>
                    <Badge variant="light">{TYPE_LABELS[question.questionType]}</Badge>
                    {!question.visible && (
                      <Badge variant="light" color="gray">
                        Hidden
                      </Badge>
                    )}
                  </Group>
                  {question.options.length > 0 && (
                    <Text size="sm" c="dimmed">
                      {question.options.join(' · ')}
                    </Text>
                  )}
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <Checkbox
                    label="Visible"
                    checked={question.visible}
                    onChange={(event) =>
                      onChange(
                        questions.map((item, at) =>
                          at === index ? { ...item, visible: event.currentTarget.checked } : item,
                        ),
                      )
                    }
                  />
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Move question ${index + 1} up`}
                    disabled={index === 0}
                    onClick={() => onChange(movedBy(questions, index, -1))}
                  >
                    ↑
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Move question ${index + 1} down`}
                    disabled={index === questions.length - 1}
                    onClick={() => onChange(movedBy(questions, index, 1))}
                  >
                    ↓
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove question ${index + 1}`}
                    onClick={() => onChange(questions.filter((_, at) => at !== index))}
                  >
                    ×
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
