import { Group, Radio, Select, type SelectProps } from '@mantine/core';
import { PURCHASE_PRIORITIES, type PurchasePriority } from '@hgn/domain/buildingManagement';
import { useBuildingProjects } from '../api/buildingProjectsApi';

/** A choice of building project; '' is none. */
export function BuildingProjectSelect({
  value,
  onChange,
  ...props
}: Omit<SelectProps, 'value' | 'onChange' | 'data'> & {
  value: string;
  onChange: (projectId: string) => void;
}) {
  const projects = useBuildingProjects();
  return (
    <Select
      label="Project"
      {...props}
      value={value || null}
      onChange={(projectId) => onChange(projectId ?? '')}
      data={(projects.data ?? []).map((project) => ({ value: project._id, label: project.name }))}
    />
  );
}

/** Two or more radio choices in a row under a label. */
export function ChoiceRadios<T extends string>({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: T;
  choices: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <Radio.Group
      label={label}
      value={value}
      onChange={(picked) => onChange(choices.find((choice) => choice.value === picked)?.value ?? value)}
    >
      <Group mt={6}>
        {choices.map((choice) => (
          <Radio key={choice.value} value={choice.value} label={choice.label} />
        ))}
      </Group>
    </Radio.Group>
  );
}

export const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

/** The urgency of a purchase request, one of the three the server takes. */
export function PrioritySelect({
  value,
  onChange,
  error,
}: {
  value: PurchasePriority;
  onChange: (priority: PurchasePriority) => void;
  error?: string | undefined;
}) {
  return (
    <Select
      label="Priority"
      allowDeselect={false}
      value={value}
      onChange={(picked) => onChange(PURCHASE_PRIORITIES.find((priority) => priority === picked) ?? value)}
      data={PURCHASE_PRIORITIES}
      error={error}
    />
  );
}
