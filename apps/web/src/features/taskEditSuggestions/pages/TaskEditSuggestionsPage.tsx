import { useState } from 'react';
import {
  Button,
  Group,
  Modal,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { allowed } from '@hgn/domain/contracts/endpoint';
import {
  taskEditSuggestionMessages as messages,
  type TaskEditSuggestionJson,
} from '@hgn/domain/taskEditSuggestions';
import { formatUSDateTime, pacificHeading } from '@hgn/domain/time';
import { taskEditSuggestionsEndpoints as suggestions } from '../../../shared/api/endpoints';
import { taskEditSuggestionListQuery } from '../../../shared/queries/taskEditSuggestions';
import { useActor } from '../../../shared/session/useActor';
import { ErrorDisplay } from '../../../ui/ErrorDisplay';
import { ScrollRegion } from '../../../ui/ScrollRegion';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { EmptyText } from '../../../ui/Section';
import { toastError, toastRefusal, toastSuccess } from '../../../ui/notify';
import {
  isAlreadyResolved,
  useResolveSuggestion,
  type SuggestionDecision,
} from '../api/taskEditSuggestionsApi';
import { SuggestionComparison } from '../components/SuggestionComparison';
import {
  DEFAULT_SUGGESTION_SORT,
  nextSort,
  sortSuggestions,
  taskNameOf,
  type SuggestionSort,
  type SuggestionSortKey,
} from '../suggestionFields';

const sortIcons = { ascending: IconSortAscending, descending: IconSortDescending } as const;

function SortableHeading({
  label,
  sortKey,
  sort,
  onSort,
}: {
  label: string;
  sortKey: SuggestionSortKey;
  sort: SuggestionSort;
  onSort: (key: SuggestionSortKey) => void;
}) {
  const isSorted = sort.key === sortKey;
  const Icon = isSorted ? sortIcons[sort.direction] : IconArrowsSort;
  return (
    <Table.Th aria-sort={isSorted ? sort.direction : 'none'}>
      <UnstyledButton onClick={() => onSort(sortKey)}>
        <Group gap={4} wrap="nowrap">
          <Text size="sm" fw={700}>
            {label}
          </Text>
          <Icon aria-hidden size={16} />
          <VisuallyHidden>, sort</VisuallyHidden>
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

const outcome: Record<SuggestionDecision, { done: string; failed: string }> = {
  approve: { done: messages.approved, failed: messages.approveFailed },
  reject: { done: messages.rejected, failed: messages.rejectFailed },
};

/** The task edit suggestions waiting for review, newest first; each opens beside its task to approve or reject. */
export function TaskEditSuggestionsPage() {
  const actor = useActor() ?? undefined;
  const mayReview = allowed(actor, suggestions.list);
  const list = useQuery({ ...taskEditSuggestionListQuery, enabled: mayReview });
  const resolve = useResolveSuggestion();
  const [sort, setSort] = useState<SuggestionSort>(DEFAULT_SUGGESTION_SORT);
  const [openId, setOpenId] = useState<string | null>(null);
  const opened = list.data?.find((suggestion) => suggestion._id === openId);
  const onSort = (key: SuggestionSortKey): void => setSort((current) => nextSort(current, key));

  const decide = (suggestion: TaskEditSuggestionJson, decision: SuggestionDecision): void => {
    resolve.mutate(
      { decision, id: suggestion._id },
      {
        onSuccess: () => {
          setOpenId(null);
          toastSuccess(outcome[decision].done);
        },
        onError: (error) => {
          if (!isAlreadyResolved(error, decision)) return toastRefusal(error, outcome[decision].failed);
          setOpenId(null);
          toastError(messages.alreadyResolved);
        },
      },
    );
  };

  const body = () => {
    if (!actor) return <PageSkeleton label="Loading task edit suggestions" />;
    if (!mayReview) return <EmptyText>{messages.notAllowed}</EmptyText>;
    if (list.isPending) return <PageSkeleton label="Loading task edit suggestions" />;
    if (list.isError) return <ErrorDisplay error={list.error} />;
    if (list.data.length === 0) return <EmptyText>{messages.none}</EmptyText>;
    return (
      <ScrollRegion label="Task edit suggestions">
        <Table striped highlightOnHover verticalSpacing="xs" miw={560} aria-label="Task edit suggestions">
          <Table.Thead>
            <Table.Tr>
              <SortableHeading label={pacificHeading('Date')} sortKey="date" sort={sort} onSort={onSort} />
              <SortableHeading label="Suggested by" sortKey="user" sort={sort} onSort={onSort} />
              <SortableHeading label="Task" sortKey="task" sort={sort} onSort={onSort} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sortSuggestions(list.data, sort).map((suggestion) => (
              <Table.Tr key={suggestion._id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatUSDateTime(suggestion.dateSuggested)}
                </Table.Td>
                <Table.Td>{suggestion.user}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <UnstyledButton
                    onClick={() => setOpenId(suggestion._id)}
                    c="var(--mantine-color-anchor)"
                    td="underline"
                    fz="sm"
                  >
                    {taskNameOf(suggestion) || '(no name)'}
                  </UnstyledButton>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    );
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Task Edit Suggestions
      </Title>
      {body()}
      <Modal
        opened={opened !== undefined}
        onClose={() => setOpenId(null)}
        title={opened ? `Suggested changes to ${taskNameOf(opened) || 'the task'}` : ''}
        size="xl"
      >
        {opened && (
          <Stack gap="md">
            <SuggestionComparison suggestion={opened} />
            <Group justify="flex-end" gap="xs">
              {allowed(actor, suggestions.reject) && (
                <Button
                  variant="default"
                  onClick={() => decide(opened, 'reject')}
                  loading={resolve.isPending && resolve.variables.decision === 'reject'}
                  disabled={resolve.isPending}
                >
                  Reject
                </Button>
              )}
              {allowed(actor, suggestions.approve) && (
                <Button
                  color="green"
                  onClick={() => decide(opened, 'approve')}
                  loading={resolve.isPending && resolve.variables.decision === 'approve'}
                  disabled={resolve.isPending}
                >
                  Approve
                </Button>
              )}
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
