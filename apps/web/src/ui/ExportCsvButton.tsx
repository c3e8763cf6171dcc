import { useState } from 'react';
import { Button, type MantineSize } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { reportsMessages } from '@hgn/domain/messages';
import { toastRefusal } from './notify';
import { saveFile } from './saveFile';

interface ExportCsvButtonProps {
  /** The table it exports, in the button's accessible name; a page with one export needs none. */
  label?: string;
  /** The table as the server writes it in CSV, and the name its file is saved under. */
  download: () => Promise<{ csv: string; filename: string }>;
  /** Small beside a section's title; the size of the buttons around it elsewhere. */
  size?: MantineSize;
}

/** Downloads a table as CSV, or says in the server's words why it could not. */
export function ExportCsvButton({ label, download, size = 'xs' }: ExportCsvButtonProps) {
  const [isExporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const { csv, filename } = await download();
      // The byte-order mark again, so that spreadsheets read the file as UTF-8.
      saveFile(`\uFEFF${csv}`, filename, 'text/csv');
    } catch (error) {
      toastRefusal(error, reportsMessages.exportFailed);
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button
      variant="light"
      size={size}
      leftSection={<IconDownload size={16} aria-hidden />}
      aria-label={label === undefined ? undefined : `Export ${label} as CSV`}
      loading={isExporting}
      onClick={() => void exportCsv()}
    >
      Export CSV
    </Button>
  );
}
