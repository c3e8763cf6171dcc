import { z } from 'zod';
import { teamMessages } from '../messages/teams.messages';

// Team codes of spec 000 section 5: one letter or digit, a hyphen and 3 to 5 letters or digits
// (A-BCD); or 5 to 7 letters or digits (ABCDE); or any character, a hyphen and 3 letters or digits.
const TEAM_CODE_PATTERNS = [/^[a-z\d]-[a-z\d]{3,5}$/i, /^[a-z\d]{5,7}$/i, /^.-[a-z\d]{3}$/iu];

/** An empty code is allowed: it means the user has no team code yet. */
export const isValidTeamCode = (code: string): boolean =>
  code === '' || TEAM_CODE_PATTERNS.some((pattern) => pattern.test(code));

/** A team code as typed: trimmed, then empty or one of the patterns. */
export const teamCodeSchema = z.string().trim().refine(isValidTeamCode, teamMessages.teamCodeMissing);
