// The colours those who run the weekly summaries report give people in it, to pick them out and to
// filter by (spec 001: "Team, Team Code and Color multi-select filters").
import { z } from 'zod';

export const REPORT_COLOURS = ['purple', 'green', 'navy', 'orange', 'red', 'teal'] as const;
export type ReportColour = (typeof REPORT_COLOURS)[number];

export const reportColourMessage = `Please choose one of the colours: ${REPORT_COLOURS.join(', ')}.`;

export const isReportColour = (value: string | null): value is ReportColour =>
  (REPORT_COLOURS as readonly (string | null)[]).includes(value);

/** A person's colour in the report, or null for none. */
export const reportColour = z.enum(REPORT_COLOURS, reportColourMessage);

/** What giving a person a colour sends: the colour, or null to take it away. */
export const reportColourInput = z.strictObject({ filterColor: reportColour.nullable() });

/** What it answers: the person and the colour they now have. */
export const reportColourJson = z.strictObject({ _id: z.string(), filterColor: reportColour.nullable() });
export type ReportColourJson = z.infer<typeof reportColourJson>;
