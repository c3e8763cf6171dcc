import { Select, type SelectProps } from '@mantine/core';
import { PROJECT_CATEGORIES, type ProjectCategory } from '@hgn/domain/projects';

interface ProjectCategorySelectProps {
  value: ProjectCategory;
  onChange: (category: ProjectCategory) => void;
  w?: SelectProps['w'];
}

/** The choice of a project's category; one is always chosen. */
export function ProjectCategorySelect({ value, onChange, w }: ProjectCategorySelectProps) {
  return (
    <Select
      label="Category"
      data={PROJECT_CATEGORIES}
      value={value}
      allowDeselect={false}
      onChange={(next) => onChange(next ?? value)}
      w={w}
    />
  );
}
