import { useState } from 'react';
import { Alert, Autocomplete, Button, Group, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { allowed } from '@hgn/domain/contracts/endpoint';
import {
  JOB_POSITIONS,
  jobFormCreateInput,
  type JobFormJson,
  type JobFormSummaryJson,
} from '@hgn/domain/jobForms';
import { jobFormMessages, jobNotificationMessages } from '@hgn/domain/messages';
import { serverSentence } from '../../../shared/api/apiError';
import { jobFormsEndpoints } from '../../../shared/api/endpoints/jobForms';
import { useActor } from '../../../shared/session/useActor';
import { FormErrorAlert } from '../../../ui/FormParts';
import { ListLoadFailed, ListLoading } from '../../../ui/ListStates';
import { useJobChoices, useJobForms, useSaveJobForm } from '../api/jobFormsApi';
import { JobFormResponses } from '../components/JobFormResponses';
import { QuestionBuilder } from '../components/QuestionBuilder';
import type { QuestionDraft } from '../components/questionDrafts';

const NEW_FORM = 'new';

type Editing = {
  formId: string | null;
  title: string;
  description: string;
  jobId: string | null;
  questions: QuestionDraft[];
};
const blank: Editing = { formId: null, title: '', description: '', jobId: null, questions: [] };
const editingOf = (form: JobFormJson): Editing => ({
  formId: form._id,
  title: form.title,
  description: form.description,
  jobId: form.jobId,
  questions: form.questions,
});

/** What the builder complains of: the title under its field, anything else above the Save button. */
type Problems = { title?: string; form?: string };

function JobFormEditor({ forms }: { forms: JobFormSummaryJson[] }) {
  const save = useSaveJobForm();
  const jobs = useJobChoices(true);
  const [editing, setEditing] = useState<Editing>(blank);
  const [problems, setProblems] = useState<Problems>({});
  const [saved, setSaved] = useState(false);
  // A complaint goes as soon as the form changes: the title's when the title does.
  const change = (next: Partial<Editing>) => {
    setEditing((current) => ({ ...current, ...next }));
    setProblems((current) => ({ title: 'title' in next ? undefined : current.title }));
    setSaved(false);
  };

  const choose = (value: string | null) => {
    const form = forms.find((candidate) => candidate._id === value);
    setEditing(form ? editingOf(form) : blank);
    setProblems({});
    setSaved(false);
  };

  const submit = () => {
    const { formId, ...form } = editing;
    const checked = jobFormCreateInput.safeParse(form);
    if (!checked.success) {
      const { issues } = checked.error;
      return setProblems({
        title: issues.find((issue) => issue.path[0] === 'title')?.message,
        form: issues.find((issue) => issue.path[0] !== 'title')?.message,
      });
    }
    setProblems({});
    save.mutate(formId ? { ...form, formId } : form, {
      onSuccess: (stored) => {
        setEditing(editingOf(stored));
        setSaved(true);
      },
      onError: (error) => setProblems({ form: serverSentence(error, jobFormMessages.saveFailed) }),
    });
  };

  return (
    <Stack gap="lg">
      <Select
        label="Form"
        data={[
          { value: NEW_FORM, label: 'New form' },
          ...forms.map((form) => ({
            value: form._id,
            label: `${form.title} (${form.responseCount} responses)`,
          })),
        ]}
        value={editing.formId ?? NEW_FORM}
        allowDeselect={false}
        onChange={choose}
      />
      <Autocomplete
        label="Form title"
        description="Choose a job position or type a title."
        required
        data={[...JOB_POSITIONS]}
        value={editing.title}
        error={problems.title}
        onChange={(title) => change({ title })}
      />
      <Textarea
        label="Description"
        autosize
        minRows={2}
        value={editing.description}
        onChange={(event) => change({ description: event.currentTarget.value })}
      />
      <Select
        label="Job"
        description="Applications are e-mailed to the job's CC list."
        placeholder="No job"
        error={jobs.isError ? jobNotificationMessages.fetchFailed : undefined}
        data={jobs.data ?? []}
        value={editing.jobId}
        clearable
        searchable
        onChange={(jobId) => change({ jobId })}
      />
      <QuestionBuilder questions={editing.questions} onChange={(questions) => change({ questions })} />
      <FormErrorAlert message={problems.form ?? null} />
      {saved && (
        <Alert color="green" variant="light" role="status">
          {jobFormMessages.saved}
        </Alert>
      )}
      <Group>
        <Button onClick={submit} loading={save.isPending}>
          Save form
        </Button>
      </Group>
      {editing.formId && <JobFormResponses formId={editing.formId} />}
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
