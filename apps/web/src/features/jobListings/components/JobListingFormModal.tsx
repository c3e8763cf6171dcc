import { Checkbox, FileInput, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { storedFileAccept } from '@hgn/domain/buildingManagement';
import { jobListingInput, type JobListingInput, type JobListingJson } from '@hgn/domain/jobListings';
import { jobListingsMessages as messages } from '@hgn/domain/messages';
import { readFileAsDataUrl } from '../../../ui/readFileAsDataUrl';
import { refusalCode } from '../../../shared/api/call';
import { serverSentence } from '../../../shared/api/apiError';
import { jobListingsEndpoints as jobs } from '../../../shared/api/endpoints/jobListings';
import { CancelSubmitButtons, FormErrorAlert } from '../../../ui/FormParts';
import { toastRefusal, toastSuccess } from '../../../ui/notify';
import { useDialogForm } from '../../../ui/useDialogForm';
import { useSaveJobListing } from '../api/jobListingsApi';

const blank: JobListingInput = {
  title: '',
  category: '',
  description: '',
  imageUrl: '',
  location: '',
  applyLink: '',
  jobDetailsLink: '',
  featured: false,
};

const valuesOf = (job: JobListingJson): JobListingInput => ({
  title: job.title,
  category: job.category,
  description: job.description,
  imageUrl: job.imageUrl,
  location: job.location,
  applyLink: job.applyLink,
  jobDetailsLink: job.jobDetailsLink,
  featured: job.featured,
});

/** An Owner writes a new listing, or changes one (`job`); a picture chosen is sent with it. */
export function JobListingFormModal({ job, onClose }: { job?: JobListingJson; onClose: () => void }) {
  const { form, formError, showFailure, close } = useDialogForm(
    jobListingInput,
    job ? valuesOf(job) : blank,
    onClose,
  );
  const save = useSaveJobListing();
  const { errors } = form.formState;

  const submit = form.handleSubmit((listing) =>
    save.mutate(
      { jobId: job?._id, listing },
      {
        onSuccess: () => {
          toastSuccess(messages.saved);
          close();
        },
        onError: (error) => {
          // The picture is the one field only the server can check (by its bytes).
          if (refusalCode(error, jobs.create) === 'VALIDATION_FAILED')
            showFailure({ field: 'imageUrl', message: serverSentence(error, messages.saveFailed) });
          else toastRefusal(error, messages.saveFailed);
        },
      },
    ),
  );

  return (
    <Modal opened onClose={close} title={job ? `Edit ${job.title}` : 'New job'} size="lg">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <FormErrorAlert message={formError} />
          <TextInput
            label="Title"
            required
            data-autofocus
            error={errors.title?.message}
            {...form.register('title')}
          />
          <TextInput
            label="Category"
            required
            error={errors.category?.message}
            {...form.register('category')}
          />
          <TextInput label="Location" error={errors.location?.message} {...form.register('location')} />
          <Textarea
            label="Description"
            autosize
            minRows={3}
            maxRows={10}
            error={errors.description?.message}
            {...form.register('description')}
          />
          <TextInput
            label="Apply link"
            placeholder="https://"
            error={errors.applyLink?.message}
            {...form.register('applyLink')}
          />
          <TextInput
            label="Details link"
            placeholder="https://"
            error={errors.jobDetailsLink?.message}
            {...form.register('jobDetailsLink')}
          />
          <Controller
            control={form.control}
            name="imageUrl"
            render={({ field, fieldState }) => (
              <FileInput
                label="Picture"
                placeholder={field.value ? 'A picture is set' : 'Choose a png or jpeg'}
                accept={storedFileAccept('image')}
                clearable
                error={fieldState.error?.message}
                onChange={(file) => {
                  if (!file) field.onChange('');
                  else void readFileAsDataUrl(file).then(field.onChange);
                }}
              />
            )}
          />
          <Checkbox label="Featured" {...form.register('featured')} />
          <CancelSubmitButtons submitLabel="Save" onCancel={close} submitting={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
