import { Badge } from '@mantine/core';
import { isConditionFlagged } from '@hgn/domain/buildingManagement';

/** An item's condition; Lost, Needs Replacing, Worn and Needs Repair carry a red mark. */
export function ItemCondition({ condition }: { condition: string }) {
  const isFlagged = isConditionFlagged(condition);
  return (
    <Badge
      color={isFlagged ? 'red' : 'gray'}
      variant={isFlagged ? 'filled' : 'light'}
      data-flagged={isFlagged}
      title={isFlagged ? `${condition}: needs attention` : condition}
    >
      {condition}
    </Badge>
  );
}
