import { useState, type ReactNode } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { reportsMessages } from '@hgn/domain/messages';
import { Section } from '../../../ui/Section';
import { saveFile } from '../../../ui/saveFile';
import { toastRefusal } from '../../../ui/notify';

interface ReportSectionProps {
  title: string;
  /** The table's CSV from the report's endpoint, and the file's name. */
  exportCsv: () => Promise<{ csv: string; filename: string }>;
  children: ReactNode;
}

/** One table of a report (with its chart), and the button that downloads the table as CSV. */
export function ReportSection({ title, exportCsv, children }: ReportSectionProps) {
  const [isExporting, setExporting] = useState(false);
  const download = async () => {
    setExporting(true);
    try {
      const { csv, filename } = await exportCsv();
      // The byte-order mark again, so that spreadsheets read the file as UTF-8.
      saveFile(`\uFEFF${csv}`, filename, 'text/csv');
    } catch (error) {
      toastRefusal(error, reportsMessages.exportFailed);
    } finally {
      setExporting(false);
    }
  };
  return (
    <Section
      title={title}
      aside={
        <Button
          variant="light"
          size="xs"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => void download()}
          loading={isExporting}
          aria-label={`Export ${title} as CSV`}
        >
          Export CSV
        </Button>
      }
    >
      <Stack gap="md">{children}</Stack>
    </Section>
  );
}
