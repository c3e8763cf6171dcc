import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { jobFormMessages } from '@hgn/domain/messages';
import type { PublicJobFormJson } from '@hgn/domain/jobForms';
import { serverSentence } from '../../../shared/api/apiError';
import { FormErrorAlert } from '../../../ui/FormParts';
import { ListLoading } from '../../../ui/ListStates';
import { usePublicJobForm, useSubmitJobForm } from '../api/jobFormsApi';
import { answersToSend, type Answers } from '../components/answers';
import { QuestionField } from '../components/QuestionField';

function JobApplication({ form }: { form: PublicJobFormJson }) {
  const submit = useSubmitJobForm(form._id);
  const [answers, setAnswers] = useState<Answers>({});
  const [problem, setProblem] = useState<string | null>(null);

  if (submit.isSuccess)
    return (
      <Alert color="green" variant="light" role="status" title="Application sent">
        {jobFormMessages.submitted}
      </Alert>
    );

  const send = (event: FormEvent) => {
    event.preventDefault();
    const toSend = answersToSend(form, answers);
    if (toSend.length === 0) {
      setProblem(jobFormMessages.answerRequired);
      return;
    }
    setProblem(null);
    submit.mutate(
      { answers: toSend },
      { onError: (error) => setProblem(serverSentence(error, jobFormMessages.submitFailed)) },
    );
  };

  return (
    <form onSubmit={send} noValidate aria-label={form.title}>
      <Stack gap="md">
        {form.questions.map((question) => (
          <QuestionField
            key={question._id}
            question={question}
            value={answers[question._id]}
            onChange={(value) => setAnswers((current) => ({ ...current, [question._id]: value }))}
          />
        ))}
        <FormErrorAlert message={problem} />
        <Button type="submit" loading={submit.isPending} style={{ alignSelf: 'flex-start' }}>
          Submit
        </Button>
      </Stack>
    </form>
  );
}

/** `/formviewer?formId=`: anyone answers a job form's visible questions and sends them. */
export function FormViewerPage() {
  const [search] = useSearchParams();
  const formId = search.get('formId') ?? '';
  const form = usePublicJobForm(formId);

  return (
    <Paper withBorder p="lg" maw={720}>
      {formId === '' || form.isError ? (
        <Stack gap="xs">
          <Title order={1}>Job Application</Title>
          <Text role="alert">{jobFormMessages.formNotFound}</Text>
        </Stack>
      ) : form.data ? (
        <Stack gap="md">
          <Title order={1}>{form.data.title}</Title>
          {form.data.description && <Text style={{ whiteSpace: 'pre-line' }}>{form.data.description}</Text>}
          <JobApplication form={form.data} />
        </Stack>
      ) : (
        <ListLoading label="Loading the form" rows={4} />
      )}
    </Paper>
  );
}
