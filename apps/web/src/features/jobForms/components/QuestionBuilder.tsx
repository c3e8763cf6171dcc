import { Controller } from 'react-hook-form';
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
import {
  isChoiceType,
  jobFormQuestionDraftInput,
  QUESTION_TYPES,
  type QuestionType,
} from '@hgn/domain/jobForms';
import { jobFormMessages } from '@hgn/domain/messages';
import { movedBy } from '@hgn/domain/collections';
import { FormProblemText } from '../../../ui/FormParts';
import { useDialogForm } from '../../../ui/useDialogForm';
import { emptyQuestion, type QuestionDraft } from './questionDrafts';

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
  const { form } = useDialogForm(jobFormQuestionDraftInput, emptyQuestion());
  const { errors } = form.formState;
  const questionType = form.watch('questionType');

  const add = form.handleSubmit((question) => {
    onChange([...questions, question]);
    form.reset(emptyQuestion());
  });

  const reset = () => {
    onChange([]);
    form.reset(emptyQuestion());
  };

  return (
    <Stack gap="md">
      <Fieldset legend="Add a question">
        <Stack gap="sm">
          <TextInput
            label="Field label"
            required
            {...form.register('questionText')}
            error={errors.questionText?.message}
          />
          <Controller
            control={form.control}
            name="questionType"
            rules={{ deps: ['options'] }}
            render={({ field }) => (
              <Select
                label="Question type"
                data={typeOptions}
                value={field.value}
                allowDeselect={false}
                onChange={(value) => value && field.onChange(value)}
              />
            )}
          />
          {isChoiceType(questionType) && (
            <Controller
              control={form.control}
              name="options"
              render={({ field }) => {
                const options = field.value ?? [];
                return (
                  <Stack gap="xs">
                    <Text size="sm" fw={500}>
                      Options
                    </Text>
                    {options.map((option, index) => (
                      <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
                        <TextInput
                          flex={1}
                          aria-label={`Option ${index + 1}`}
                          value={option}
                          error={errors.options?.[index]?.message}
                          onChange={(event) =>
                            field.onChange(
                              options.map((kept, at) => (at === index ? event.currentTarget.value : kept)),
                            )
                          }
                        />
                        <Button
                          variant="subtle"
                          color="red"
                          onClick={() => field.onChange(options.filter((_, at) => at !== index))}
                          aria-label={`Remove option ${index + 1}`}
                        >
                          Remove
                        </Button>
                      </Group>
                    ))}
                    <FormProblemText
                      message={errors.options?.message ?? errors.options?.root?.message ?? null}
                    />
                    <Group>
                      <Button variant="light" size="xs" onClick={() => field.onChange([...options, ''])}>
                        Add option
                      </Button>
                    </Group>
                  </Stack>
                );
              }}
            />
          )}
          <Controller
            control={form.control}
            name="visible"
            render={({ field }) => (
              <Checkbox
                label="Visible to applicants"
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
          <Group>
            <Button onClick={() => void add()}>Add question</Button>
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
                    {question.visible === false && (
                      <Badge variant="light" color="gray">
                        Hidden
                      </Badge>
                    )}
                  </Group>
                  {question.options?.length ? (
                    <Text size="sm" c="dimmed">
                      {question.options.join(' · ')}
                    </Text>
                  ) : null}
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
