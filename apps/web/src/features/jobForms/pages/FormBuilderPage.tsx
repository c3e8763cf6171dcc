import { useState } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { QuestionBuilder } from '../components/QuestionBuilder';
import type { QuestionDraft } from '../components/questionDrafts';

/** `/form`: the question builder on its own, to try; nothing is saved. */
export function FormBuilderPage() {
  const [questions, setQuestions] = useState<QuestionDraft[]>([]);
  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>Form Builder</Title>
      <Text c="dimmed">Add questions to see how a form is built. Nothing here is saved.</Text>
      <QuestionBuilder questions={questions} onChange={setQuestions} />
    </Stack>
  );
}
