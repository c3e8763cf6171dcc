import { useState, type ChangeEvent } from 'react';
import { Code, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { serverSentence } from '../../../shared/api/apiError';
import { CancelSubmitButtons, FormErrorAlert } from '../../../ui/FormParts';
import { toastSuccess } from '../../../ui/notify';
import { useImportTasks } from '../api/taskTreeApi';
import { IMPORT_COLUMN_LABELS, IMPORT_COLUMNS, parseImport } from '../taskForm';
import { taskTreeMessages as messages } from '../taskTreeMessages';

/**
 * Rows of tasks pasted or read from a file, one a line ("num, name, priority, ..."), each under the
 * task its number names; the server refuses the whole list when one row cannot go in, and says which.
 */
export function ImportTasksDialog({ wbsId, onClose }: { wbsId: string; onClose: () => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const importTasks = useImportTasks(wbsId);
  const isNarrow = useMediaQuery('(max-width: 36em)');

  const readFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    void file.text().then((content) => {
      setText(content);
      setError(null);
    });
  };

  const send = () => {
    const parsed = parseImport(text);
    if ('error' in parsed) return setError(parsed.error);
    importTasks.mutate(parsed.body, {
      onSuccess: (created) => {
        toastSuccess(messages.imported(created.length));
        onClose();
      },
      onError: (failure) => setError(serverSentence(failure, messages.importFailed)),
    });
  };

  return (
    <Modal opened onClose={onClose} title="Import tasks" size="lg" fullScreen={isNarrow}>
      <Stack gap="sm">
        <Text size="sm">
          One task a line, its cells separated by commas, in this order (only the first two are required):
        </Text>
        <Code block>{IMPORT_COLUMNS.map((column) => IMPORT_COLUMN_LABELS[column]).join(', ')}</Code>
        <Text size="sm" c="dimmed">
          For example{' '}
          <Code>1.2, Order the timber, Secondary, Not Started, 2, 6, 3, 2026-12-01, 2026-12-15</Code>. A
          mother comes before its subtasks.
        </Text>
        <FormErrorAlert message={error} />
        <Textarea
          label="Rows"
          autosize
          minRows={6}
          maxRows={16}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
          }}
        />
        <label>
          <Text size="sm" fw={500} component="span">
            Or read a CSV file{' '}
          </Text>
          <input type="file" accept=".csv,text/csv,text/plain" onChange={readFile} />
        </label>
        <CancelSubmitButtons
          submitLabel="Import"
          submitting={importTasks.isPending}
          onSubmit={send}
          onCancel={onClose}
        />
      </Stack>
    </Modal>
  );
}
