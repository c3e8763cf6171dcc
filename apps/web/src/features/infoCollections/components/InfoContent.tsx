import { Typography } from '@mantine/core';

/** Pop-up content as HTML; the server sanitises it on every write, so it is shown as stored. */
export function InfoContent({ html, fontSize }: { html: string; fontSize: number }) {
  return (
    <Typography style={{ fontSize, overflowWrap: 'anywhere' }}>
      <div dangerouslySetInnerHTML={{ __html: html || '<p></p>' }} />
    </Typography>
  );
}
