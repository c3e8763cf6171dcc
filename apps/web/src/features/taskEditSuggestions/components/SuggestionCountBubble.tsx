import { Badge, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { taskEditSuggestionCountQuery } from '../../../shared/queries/taskEditSuggestions';

/**
 * The red bubble on the header's link to the suggestions: how many wait for review. The header shows
 * the link only to holders of updateTask, who may read the count; nothing shows while there are none.
 */
export function SuggestionCountBubble() {
  const count = useQuery(taskEditSuggestionCountQuery).data ?? 0;
  if (count === 0) return null;
  return (
    <Badge color="red" size="sm" circle={count < 10} data-testid="suggestion-count">
      {count}
      <VisuallyHidden> waiting</VisuallyHidden>
    </Badge>
  );
}
