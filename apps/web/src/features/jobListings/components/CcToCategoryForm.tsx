import { useState, type FormEvent } from 'react';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { jobListingsEndpoints } from '../../../shared/api/endpoints/jobListings';
import { useAddCcToCategory } from '../api/jobListingsApi';
import { useCcEmailField } from './useCcEmailField';

/** Adds one address to the CC list of every job of a category. */
export function CcToCategoryForm({ categories }: { categories: string[] }) {
  const field = useCcEmailField(jobListingsEndpoints.addToCategory);
  const [category, setCategory] = useState<string | null>(null);
  const add = useAddCcToCategory();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const email = field.checkedEmail();
    if (!email) return;
    if (!category) return field.setProblem('Please choose a category.');
    add.mutate({ email, category }, field.outcome);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Add an email to a category">
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput label="Email" {...field.fieldProps} />
        <Select
          label="Category"
          placeholder="Choose a category"
          data={categories}
          value={category}
          onChange={setCategory}
        />
        <Button type="submit" loading={add.isPending}>
          Add to every job of the category
        </Button>
      </Group>
    </form>
  );
}
