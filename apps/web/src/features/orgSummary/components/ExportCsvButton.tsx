import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { orgSummaryMessages as msg } from '@hgn/domain/messages';
import { toastRefusal } from '../../../ui/notify';
import { saveFile } from '../../../ui/saveFile';

/** Downloads a table as the server writes it in CSV; `label` names the table for screen readers. */
export function ExportCsvButton({
  label,
  fileName,
  download,
  disabled = false,
}: {
  label: string;
  fileName: string;
  download: () => Promise<string>;
  disabled?: boolean;
}) {
  const [isExporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      // The byte-order mark again, so that spreadsheets read the file as UTF-8.
      saveFile(`\uFEFF${await download()}`, fileName, 'text/csv');
    } catch (error) {
      toastRefusal(error, msg.exportFailed);
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconDownload size={14} aria-hidden />}
      aria-label={`Export CSV of ${label}`}
      loading={isExporting}
      disabled={disabled}
      onClick={() => void exportCsv()}
    >
      Export CSV
    </Button>
  );
}
