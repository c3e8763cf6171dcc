import { formatUS, PACIFIC_TZ } from '@hgn/domain/time';

const timeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: PACIFIC_TZ,
  hour: 'numeric',
  minute: '2-digit',
});

/** "MM/DD/YYYY h:mm AM PT": outbox times are read against the organisation's Pacific day. */
export const formatDateTime = (iso: string): string =>
  `${formatUS(iso)} ${timeFormat.format(new Date(iso))} PT`;
