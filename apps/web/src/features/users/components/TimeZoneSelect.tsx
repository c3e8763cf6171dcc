import { useMemo } from 'react';
import { Select } from '@mantine/core';
import { listTimeZones, timeZoneLabel } from '@hgn/domain/users';

interface TimeZoneSelectProps {
  value: string;
  onChange: (zone: string) => void;
  disabled?: boolean;
}

/** Every zone as 'name (UTC offset)', filtered by typing, with the profile's zone preselected. */
export function TimeZoneSelect({ value, onChange, disabled }: TimeZoneSelectProps) {
  const data = useMemo(() => {
    const zones = listTimeZones().map((zone) => ({ value: zone.name, label: timeZoneLabel(zone) }));
    // A stored zone the browser calls by another name still shows as chosen.
    return zones.some((zone) => zone.value === value) ? zones : [{ value, label: value }, ...zones];
  }, [value]);
  return (
    <Select
      label="Time Zone"
      data={data}
      value={value}
      onChange={(zone) => zone && onChange(zone)}
      searchable
      nothingFoundMessage="No time zone matches"
      allowDeselect={false}
      disabled={disabled}
      limit={400}
    />
  );
}
