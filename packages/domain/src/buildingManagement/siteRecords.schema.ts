// The requests of the external team members and the site issues of building projects.
import { z } from 'zod';
import { boundedText, TEXT_MAX } from '../limits';
import { siteIssueMessages, teamMemberMessages } from '../messages/sitesAndPortals.messages';
import { dayInput } from '../time/dayInput';
import {
  EXTERNAL_TEAM,
  phoneDigitsOf,
  SITE_ISSUE_STATUSES,
  SITE_ISSUE_TYPES,
  TEAM_MEMBER_COUNTRY_CODES,
  TEAM_MEMBER_PHONE_DIGITS,
  TEAM_MEMBER_TEAMS,
} from './siteRecords.rules';

const m = teamMemberMessages;

/** The spec's simple pattern: something, @, something, a dot and a top-level domain of 2 to 6 letters. */
const TEAM_MEMBER_EMAIL = /^[^\s@]+@[^\s@]+\.[a-zA-Z]{2,6}$/;

const requiredName = (message: string) => boundedText(TEXT_MAX.name, message).trim().min(1, message);
const optionalName = boundedText(TEXT_MAX.name).trim().default('');

/** The teams a request may name: the form's, or the external team the form sends for "other". */
const TEAMS_ACCEPTED: readonly string[] = [...TEAM_MEMBER_TEAMS, EXTERNAL_TEAM];

/**
 * `POST /api/bm/externalTeam` and the form: every rule of spec 002 section 5 with its message. The
 * role is a choice or, for "other", the text typed (which the form sends as the role); the team is a
 * choice, and "other" is kept as the external team. The phone is optional, 10 digits when given.
 */
export const externalTeamMemberInput = z
  .object({
    firstName: requiredName(m.firstNameRequired),
    lastName: requiredName(m.lastNameRequired),
    role: requiredName(m.roleRequired),
    roleSpecify: optionalName,
    team: boundedText(TEXT_MAX.name, m.teamRequired)
      .trim()
      .refine((team) => TEAMS_ACCEPTED.includes(team), m.teamRequired),
    teamSpecify: optionalName,
    email: boundedText(TEXT_MAX.email, m.emailRequired)
      .trim()
      .min(1, m.emailRequired)
      .regex(TEAM_MEMBER_EMAIL, m.emailInvalid),
    countryCode: z.enum(TEAM_MEMBER_COUNTRY_CODES, m.countryCodeInvalid).default('+1'),
    phone: boundedText(TEXT_MAX.phone, m.phoneInvalid)
      .default('')
      .refine((typed) => {
        const digits = typed.replace(/\D/g, '');
        return digits.length === 0 || digits.length === TEAM_MEMBER_PHONE_DIGITS;
      }, m.phoneInvalid)
      .transform(phoneDigitsOf),
  })
  .superRefine((member, ctx) => {
    if (member.role === 'other' && member.roleSpecify === '')
      ctx.addIssue({ code: 'custom', path: ['roleSpecify'], message: m.specifyRole });
    if ((member.team === 'other' || member.team === EXTERNAL_TEAM) && member.teamSpecify === '')
      ctx.addIssue({ code: 'custom', path: ['teamSpecify'], message: m.specifyTeam });
  })
  .transform((member) => ({
    ...member,
    role: member.role === 'other' ? member.roleSpecify : member.role,
    team: member.team === 'other' ? EXTERNAL_TEAM : member.team,
  }));
export type ExternalTeamMemberInput = z.input<typeof externalTeamMemberInput>;

const s = siteIssueMessages;
const projectId = z.uuid(s.chooseProject);

/** `POST /api/bm/issues`: a new issue of a building project, open. */
export const siteIssueCreateInput = z.object({
  projectId,
  title: boundedText(TEXT_MAX.title, s.titleRequired).trim().min(1, s.titleRequired),
  type: z.enum(SITE_ISSUE_TYPES, s.typeInvalid),
  date: dayInput(s.dateInvalid),
  text: boundedText(TEXT_MAX.freeText, s.textRequired).trim().min(1, s.textRequired),
});
export type SiteIssueCreateInput = z.input<typeof siteIssueCreateInput>;

/** `PUT /api/bm/issues/{id}/status`: closes or reopens an issue. */
export const siteIssueStatusInput = z.object({ status: z.enum(SITE_ISSUE_STATUSES, s.statusInvalid) });

/** `GET /api/bm/issues`: every project's issues, or one project's, of either status or one. */
export const siteIssueListQuery = z.object({
  projectId: projectId.optional(),
  status: z.enum(SITE_ISSUE_STATUSES, s.statusInvalid).optional(),
});
