import { useState } from 'react';
import {
  Alert,
  Badge,
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
import { taskEditSuggestionsEndpoints as suggestions } from '../../../shared/api/endpoints/taskEditSuggestions';
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

/** Moves the keyboard to the confirmation as it appears. */
const focusWhenShown = (button: HTMLButtonElement | null): void => button?.focus();

/** Marks a suggestion whose task changed after the suggester loaded it. */
function OutdatedBadge() {
  return (
    <Badge color="orange" variant="light" title={messages.outdatedNote}>
      {messages.outdated}
    </Badge>
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
  // Reading the list needs updateTask; deciding needs resolveTask, which Administrators and Managers lack.
  const mayReject = allowed(actor, suggestions.reject);
  const mayApprove = allowed(actor, suggestions.approve);
  const [sort, setSort] = useState<SuggestionSort>(DEFAULT_SUGGESTION_SORT);
  const [openId, setOpenId] = useState<string | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const opened = list.data?.find((suggestion) => suggestion._id === openId);
  const open = (id: string | null): void => {
    setOpenId(id);
    setConfirming(false);
  };
  const onSort = (key: SuggestionSortKey): void => setSort((current) => nextSort(current, key));

  const decide = (suggestion: TaskEditSuggestionJson, decision: SuggestionDecision): void => {
    resolve.mutate(
      { decision, id: suggestion._id },
      {
        onSuccess: () => {
          open(null);
          toastSuccess(outcome[decision].done);
        },
        onError: (error) => {
          if (!isAlreadyResolved(error, decision)) return toastRefusal(error, outcome[decision].failed);
          open(null);
          toastError(messages.alreadyResolved);
        },
      },
    );
  };

  /** An outdated suggestion is approved only once the reviewer confirms it over the task's changes since. */
  const approve = (suggestion: TaskEditSuggestionJson): void => {
    if (suggestion.outdated && !isConfirming) return setConfirming(true);
    decide(suggestion, 'approve');
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
                  <Group gap="xs">
                    <UnstyledButton
                      onClick={() => open(suggestion._id)}
                      c="var(--mantine-color-anchor)"
                      td="underline"
                      fz="sm"
                    >
                      {taskNameOf(suggestion) || '(no name)'}
                    </UnstyledButton>
                    {suggestion.outdated && <OutdatedBadge />}
                  </Group>
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
        onClose={() => open(null)}
        title={opened ? `Suggested changes to ${taskNameOf(opened) || 'the task'}` : ''}
        size="xl"
      >
        {opened && (
          <Stack gap="md">
            {opened.outdated && (
              <Group gap="xs">
                <OutdatedBadge />
                <Text size="sm">{messages.outdatedNote}</Text>
              </Group>
            )}
            <SuggestionComparison suggestion={opened} />
            {isConfirming && (
              <Alert color="orange" title="Approve an outdated suggestion?">
                <Stack gap="xs">
                  <Text size="sm">{messages.confirmOutdated}</Text>
                  <Group justify="flex-end" gap="xs">
                    <Button
                      variant="default"
                      onClick={() => setConfirming(false)}
                      disabled={resolve.isPending}
                    >
                      Cancel
                    </Button>
                    <Button
                      ref={focusWhenShown}
                      color="orange"
                      onClick={() => approve(opened)}
                      loading={resolve.isPending}
                    >
                      Approve anyway
                    </Button>
                  </Group>
                </Stack>
              </Alert>
            )}
            {!mayReject && !mayApprove && (
              <Alert color="blue" variant="light">
                {messages.mayNotResolve}
              </Alert>
            )}
            <Group justify="flex-end" gap="xs">
              {mayReject && (
                <Button
                  variant="default"
                  onClick={() => decide(opened, 'reject')}
                  loading={resolve.isPending && resolve.variables.decision === 'reject'}
                  disabled={resolve.isPending}
                >
                  Reject
                </Button>
              )}
              {mayApprove && (
                <Button
                  color="green"
                  onClick={() => approve(opened)}
                  loading={resolve.isPending && resolve.variables.decision === 'approve'}
                  disabled={resolve.isPending || isConfirming}
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
