// A Quick Setup title (the original's "QSC"): a template that sets up a volunteer in one step with a
// job title, a team code, a project, a team and a media folder.
import { z } from 'zod';
import { atMost, atMostItems, boundedText, INT_MAX, LIST_MAX, TEXT_MAX, wholeNumber } from '../limits';

/** The original's form takes at most seven characters for a code: it is shown on a small button. */
export const TITLE_CODE_MAX = 7;

export const titleMessages = {
  nameRequired: 'Please enter a title name.',
  codeRequired: 'Please enter a title code.',
  codeNeedsLetter: 'The title code must contain at least one letter.',
  mediaFolderInvalid: 'Please enter a valid URL that starts with http:// or https://',
  projectRequired: 'Please choose a project.',
  projectUnknown: 'Project is empty or does not exist.',
  teamUnknown: 'Team does not exist.',
  teamCodeUnknown: 'Invalid team code. Please provide a team code a volunteer already uses.',
  codeTaken: (code: string) => `A title with the code "${code}" already exists.`,
  nameTaken: (name: string) => `A title named "${name}" already exists.`,
  idRequired: 'Please give the id of the title to change.',
} as const;

const MEDIA_FOLDER_PATTERN = /^https?:\/\/\S+$/i;

const titleName = boundedText(TEXT_MAX.title, titleMessages.nameRequired)
  .trim()
  .min(1, titleMessages.nameRequired);
const titleCode = boundedText(TITLE_CODE_MAX, titleMessages.codeRequired)
  .trim()
  .min(1, titleMessages.codeRequired)
  .regex(/\p{L}/u, titleMessages.codeNeedsLetter);
const teamCode = boundedText(TEXT_MAX.name).trim();
const mediaFolder = boundedText(TEXT_MAX.url)
  .trim()
  .refine((link) => link === '' || MEDIA_FOLDER_PATTERN.test(link), titleMessages.mediaFolderInvalid);
const idText = z.string().max(...atMost(TEXT_MAX.token));

/**
 * The project as the original client sends it: `{_id, projectName, category}`; only the id is read,
 * the name served is the project's own. An empty text (nothing chosen) is refused.
 */
const projectAssigned = z.object(
  { _id: idText.trim().min(1, titleMessages.projectRequired) },
  titleMessages.projectRequired,
);

/**
 * The team, optional: `{_id, teamName}`, where an empty id or none means no team (the original form
 * starts with `{_id: '', teamName: ''}`); only the id is read.
 */
const teamAssiged = z
  .union([z.object({ _id: idText.trim().optional() }), z.null()])
  .optional()
  .transform((team) => (team?._id ? team._id : undefined));

/** Shared by create and edit: the original client sends the same body to both. */
const titleFields = {
  titleName,
  titleCode,
  teamCode: teamCode.optional().default(''),
  projectAssigned,
  teamAssiged,
  mediaFolder: mediaFolder.optional().default(''),
};

export const titleInput = z.object(titleFields);
/** What a form holds and a client sends. */
export type TitleInput = z.input<typeof titleInput>;
export type TitleValues = z.output<typeof titleInput>;

/**
 * POST /title/update: the fields and the title's id, which the original client sends as `id`
 * (`_id` is taken as well).
 */
export const titleUpdateInput = z
  .object({ ...titleFields, _id: idText.optional(), id: idText.optional() })
  .transform(({ _id, id, ...values }, ctx) => {
    const titleId = _id || id;
    if (!titleId) {
      ctx.addIssue({ code: 'custom', path: ['_id'], message: titleMessages.idRequired });
      return z.NEVER;
    }
    return { titleId, values };
  });
export type TitleUpdateBody = z.input<typeof titleUpdateInput>;

/** PUT /title/order: the original client sends each title's id with its new place, counted from 1. */
export const titleOrderInput = z.object({
  orderData: z
    .array(z.object({ id: idText, order: wholeNumber(0, INT_MAX) }))
    .max(...atMostItems(LIST_MAX.members)),
});
export type TitleOrderInput = z.input<typeof titleOrderInput>;

/** The initials of the first two words of a title's name, as the original derives them. */
export const titleShortName = (titleName: string): string =>
  titleName
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('')
    .toUpperCase();
