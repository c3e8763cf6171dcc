// The choices the weekly summaries report's filters offer (the filters themselves are in the domain).
import type { WeeklySummariesReportRowJson } from '@hgn/domain/weeklySummaries';

const byText = (a: string, b: string) => a.localeCompare(b);

/** The team codes in use, sorted, for the filter. */
export const teamCodesOf = (rows: readonly WeeklySummariesReportRowJson[]): string[] =>
  [...new Set(rows.map((row) => row.teamCode).filter((code) => code !== ''))].sort(byText);

/** The teams people in the report are on, by name, for the filter. */
export function teamsOf(rows: readonly WeeklySummariesReportRowJson[]): { value: string; label: string }[] {
  const names = new Map<string, string>();
  for (const row of rows) for (const team of row.teams) names.set(team._id, team.teamName);
  return [...names].map(([value, label]) => ({ value, label })).sort((a, b) => byText(a.label, b.label));
}
