// The weekly summaries e-mail of Sunday midnight (server-rules 4.3): every active person's summary of
// the week that closed, by name, with their hours against their commitment.
import { hoursOf } from '@hgn/domain/timeEntries';
import { googleDocLinkOf, linkHref, type ProfileLinkJson } from '@hgn/domain/users';
import { formatUS } from '@hgn/domain/time';
import type { EmailMessage } from '../../platform/email/outbox.js';
import { escapeHtml } from '../../platform/email/html.js';
import type { ReportRow } from './weeklySummariesReport.repo.js';

/** The count of valid summaries is shown in blue from this many on. */
const MANY_VALID_SUMMARIES = 8;
const link = (label: string, url: string) =>
  url ? `<a href="${escapeHtml(linkHref(url))}">${escapeHtml(label)}</a>` : 'Not provided!';

function personHtml(row: ReportRow): string {
  const hours = hoursOf(row.tangibleSeconds[0]).toFixed(2);
  const short = Number(hours) < row.weeklyCommittedHours;
  const notRequired = row.weeklySummaryNotReq || row.weeklySummaryOption === 'Not Required';
  const summary = row.summaries[0].summary;
  const summaryColour = row.weeklySummaryOption === 'Team' ? 'magenta' : notRequired ? 'green' : 'inherit';
  const summaryHtml = summary
    ? `<div style="color:${summaryColour}">${summary}</div>`
    : `<p><b>${notRequired ? 'Not required for this user' : 'Not provided!'}</b></p>`;
  return [
    `<h3>${escapeHtml(`${row.firstName} ${row.lastName}`)}</h3>`,
    `<p>Team code: ${escapeHtml(row.teamCode || 'X-XXX')}</p>`,
    `<p>Media URL: ${link('Open link to media files', row.mediaUrl)}</p>`,
    `<p>Google Doc: ${link('Open link to Google Doc', googleDocLinkOf(row.adminLinks as ProfileLinkJson[]))}</p>`,
    `<p${row.weeksWritten >= MANY_VALID_SUMMARIES ? ' style="color:blue"' : ''}>Total Valid Weekly Summaries: ${row.weeksWritten}</p>`,
    `<p${short ? ' style="color:red"' : ''}>Hours logged: ${hours} / ${row.weeklyCommittedHours}</p>`,
    summaryHtml,
  ].join('\n');
}

export function weeklySummariesDigest(
  rows: readonly ReportRow[],
  weekStart: string,
  to: readonly string[],
): EmailMessage {
  const week = formatUS(weekStart);
  return {
    to,
    subject: `Weekly Summaries for all active users - week of ${week}`,
    html: [
      `<p>The weekly summaries of the week starting ${escapeHtml(week)}, ${rows.length} active people.</p>`,
      ...rows.map(personHtml),
    ].join('\n<hr>\n'),
  };
}
