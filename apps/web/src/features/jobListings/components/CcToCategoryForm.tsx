import { useState, type FormEvent } from 'react';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { jobNotificationMessages as messages } from '@hgn/domain/messages';
import { toastSuccess } from '../../../ui/notify';
import { useAddCcToCategory } from '../api/jobListingsApi';
import { refusedCcWords } from './refusedCcWords';

/** Adds one address to the CC list of every job of a category. */
export function CcToCategoryForm({ categories }: { categories: string[] }) {
  const [email, setEmail] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddCcToCategory();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === '') return setProblem(messages.emailRequired);
    if (!category) return setProblem('Please choose a category.');
    add.mutate(
      { email, category },
      {
        onSuccess: () => {
          setEmail('');
          setProblem(null);
          toastSuccess(messages.added);
        },
        onError: (error) => setProblem(refusedCcWords(error)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Add an email to a category">
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput
          label="Email"
          placeholder="name@example.org"
          type="email"
          value={email}
          maxLength={254}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={problem}
        />
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
