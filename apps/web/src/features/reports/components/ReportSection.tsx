import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { ExportCsvButton } from '../../../ui/ExportCsvButton';
import { Section } from '../../../ui/Section';

interface ReportSectionProps {
  title: string;
  /** The table's CSV from the report's endpoint, and the file's name. */
  exportCsv: () => Promise<{ csv: string; filename: string }>;
  children: ReactNode;
}

/** One table of a report (with its chart), and the button that downloads the table as CSV. */
export function ReportSection({ title, exportCsv, children }: ReportSectionProps) {
  return (
    <Section title={title} aside={<ExportCsvButton label={title} download={exportCsv} />}>
      <Stack gap="md">{children}</Stack>
    </Section>
  );
}
