import { Checkbox, Group, NativeSelect, Radio, Stack, TextInput, Textarea } from '@mantine/core';
import type { PublicJobFormJson } from '@hgn/domain/jobForms';

type Question = PublicJobFormJson['questions'][number];

interface QuestionFieldProps {
  question: Question;
  value: string | string[] | undefined;
  onChange: (value: string | string[]) => void;
}

/** One question of a form, answered with the input its kind asks for. */
export function QuestionField({ question, value, onChange }: QuestionFieldProps) {
  const label = question.questionText;
  const text = typeof value === 'string' ? value : '';
  switch (question.questionType) {
    case 'textarea':
      return (
        <Textarea
          label={label}
          autosize
          minRows={3}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'date':
      return (
        <TextInput type="date" label={label} value={text} onChange={(e) => onChange(e.currentTarget.value)} />
      );
    case 'checkbox':
      return (
        <Checkbox.Group label={label} value={Array.isArray(value) ? value : []} onChange={onChange}>
          <Stack gap="xs" mt="xs">
            {question.options.map((option) => (
              <Checkbox key={option} value={option} label={option} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'radio':
      return (
        <Radio.Group label={label} value={text} onChange={onChange}>
          <Group gap="md" mt="xs">
            {question.options.map((option) => (
              <Radio key={option} value={option} label={option} />
            ))}
          </Group>
        </Radio.Group>
      );
    case 'dropdown':
      return (
        <NativeSelect
          label={label}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
          data={[{ value: '', label: 'Choose…' }, ...question.options]}
        />
      );
    default:
      return <TextInput label={label} value={text} onChange={(e) => onChange(e.currentTarget.value)} />;
  }
}
