import { Link } from 'react-router';
import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { jobFormMessages } from '@hgn/domain/messages';
import { formatUSDateTime, pacificHeading } from '@hgn/domain/time';
import { ListLoadFailed, ListLoading } from '../../../ui/ListStates';
import { formViewerOf } from '../../../shared/routing/paths';
import { useJobFormResponses } from '../api/jobFormsApi';

const shown = (answer: string | string[]) => (typeof answer === 'string' ? answer : answer.join(', '));

/** The applications a form has received, newest first. */
export function JobFormResponses({ formId }: { formId: string }) {
  const responses = useJobFormResponses(formId);
  return (
    <Stack gap="sm">
      <Title order={2}>Responses</Title>
      <Text size="sm">
        Applicants answer at{' '}
        <Anchor component={Link} to={formViewerOf(formId)}>
          /formviewer?formId={formId}
        </Anchor>
      </Text>
      {responses.isPending ? (
        <ListLoading label="Loading the responses" />
      ) : responses.isError ? (
        <ListLoadFailed message={jobFormMessages.loadFailed} />
      ) : responses.data.length === 0 ? (
        <Text c="dimmed">{jobFormMessages.noResponses}</Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped aria-label="Responses">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{pacificHeading('Sent')}</Table.Th>
                <Table.Th>Answers</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {responses.data.map((response) => (
                <Table.Tr key={response._id}>
                  <Table.Td style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                    {formatUSDateTime(response.submittedAt)}
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={4}>
                      {response.answers.map((answer) => (
                        <Text key={answer.questionId} size="sm">
                          <Text span fw={500}>
                            {answer.questionText}:
                          </Text>{' '}
                          {shown(answer.answer)}
                        </Text>
                      ))}
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
