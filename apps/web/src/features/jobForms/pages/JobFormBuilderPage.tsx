import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Alert, Autocomplete, Button, Group, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { allowed } from '@hgn/domain/contracts/endpoint';
import {
  JOB_POSITIONS,
  jobFormCreateInput,
  type JobFormCreateInput,
  type JobFormJson,
  type JobFormSummaryJson,
} from '@hgn/domain/jobForms';
import { jobFormMessages, jobNotificationMessages } from '@hgn/domain/messages';
import { jobFormsEndpoints } from '../../../shared/api/endpoints/jobForms';
import { useActor } from '../../../shared/session/useActor';
import { FormErrorAlert } from '../../../ui/FormParts';
import { ListLoadFailed, ListLoading } from '../../../ui/ListStates';
import { useDialogForm } from '../../../ui/useDialogForm';
import { useJobChoices, useJobForms, useSaveJobForm } from '../api/jobFormsApi';
import { JobFormResponses } from '../components/JobFormResponses';
import { QuestionBuilder } from '../components/QuestionBuilder';

const NEW_FORM = 'new';

const blank: JobFormCreateInput = { title: '', description: '', jobId: null, questions: [] };
const editingOf = (form: JobFormJson): JobFormCreateInput => ({
  title: form.title,
  description: form.description,
  jobId: form.jobId,
  questions: form.questions,
});

/** The builder's form: the title's problems under it, the questions' and the server's above the Save button. */
function JobFormEditor({ forms }: { forms: JobFormSummaryJson[] }) {
  const save = useSaveJobForm();
  const jobs = useJobChoices(true);
  const [formId, setFormId] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const { form, formError, clearFormError, showRefusal } = useDialogForm(jobFormCreateInput, blank);
  const { errors, isDirty } = form.formState;
  // The list's own problem (none yet), else the first question's, named by its place.
  const firstQuestionProblem = errors.questions?.find?.(Boolean);
  const questionsProblem =
    errors.questions?.message ??
    errors.questions?.root?.message ??
    firstQuestionProblem?.questionText?.message ??
    firstQuestionProblem?.options?.message;

  const choose = (value: string | null) => {
    const chosen = forms.find((candidate) => candidate._id === value);
    setFormId(chosen?._id ?? null);
    form.reset(chosen ? editingOf(chosen) : blank);
    clearFormError();
    setSaved(false);
  };

  const submit = form.handleSubmit((input) => {
    clearFormError();
    save.mutate(formId ? { ...input, formId } : input, {
      onSuccess: (stored) => {
        setFormId(stored._id);
        form.reset(editingOf(stored));
        setSaved(true);
      },
      onError: (error) => showRefusal(error, jobFormMessages.saveFailed),
    });
  });

  return (
    <Stack gap="lg">
      <Select
        label="Form"
        data={[
          { value: NEW_FORM, label: 'New form' },
          ...forms.map((candidate) => ({
            value: candidate._id,
            label: `${candidate.title} (${candidate.responseCount} responses)`,
          })),
        ]}
        value={formId ?? NEW_FORM}
        allowDeselect={false}
        onChange={choose}
      />
      <Controller
        control={form.control}
        name="title"
        render={({ field }) => (
          <Autocomplete
            label="Form title"
            description="Choose a job position or type a title."
            required
            data={[...JOB_POSITIONS]}
            value={field.value}
            error={errors.title?.message}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <Textarea
        label="Description"
        autosize
        minRows={2}
        {...form.register('description')}
        error={errors.description?.message}
      />
      <Controller
        control={form.control}
        name="jobId"
        render={({ field }) => (
          <Select
            label="Job"
            description="Applications are e-mailed to the job's CC list."
            placeholder="No job"
            error={errors.jobId?.message ?? (jobs.isError ? jobNotificationMessages.fetchFailed : undefined)}
            data={jobs.data ?? []}
            value={field.value ?? null}
            clearable
            searchable
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        control={form.control}
        name="questions"
        render={({ field }) => <QuestionBuilder questions={field.value} onChange={field.onChange} />}
      />
      <FormErrorAlert message={questionsProblem ?? formError} />
      {saved && !isDirty && (
        <Alert color="green" variant="light" role="status">
          {jobFormMessages.saved}
        </Alert>
      )}
      <Group>
        <Button onClick={() => void submit()} loading={save.isPending}>
          Save form
        </Button>
      </Group>
      {formId && <JobFormResponses formId={formId} />}
    </Stack>
  );
}

/** `/jobformbuilder`: Owners build job application forms and read what applicants sent. */
export function JobFormBuilderPage() {
  const actor = useActor();
  const mayEdit = allowed(actor ?? undefined, jobFormsEndpoints.update);
  const forms = useJobForms(mayEdit);

  return (
    <Stack gap="md" maw={900}>
      <Title order={1}>Job Form Builder</Title>
      {!mayEdit ? (
        <Text>{jobFormMessages.onlyOwners}</Text>
      ) : forms.isPending ? (
        <ListLoading label="Loading the forms" rows={3} />
      ) : forms.isError ? (
        <ListLoadFailed message={jobFormMessages.loadFailed} />
      ) : (
        <>
          {forms.data.length === 0 && <Text c="dimmed">{jobFormMessages.noForms}</Text>}
          <JobFormEditor forms={forms.data} />
        </>
      )}
    </Stack>
  );
}
