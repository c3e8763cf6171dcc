import { describe, expect, it } from 'vitest';
import type { Actor } from '../permissions/can';
import { DEFAULT_ROLE_PERMISSIONS, type Role } from '../permissions/roles';
import { profileChangesForTitle } from './applyTitle';
import { canApplyTitle, canSeeTitles } from './policies';
import { titleInput, titleMessages, titleShortName, titleUpdateInput } from './title.schema';
import type { TitleJson } from './titleJson';

const PROJECT = '0b9d3c2e-41f6-4b8e-9a0c-5d2e7f1a3b4c';
const TEAM = '1c9d3c2e-41f6-4b8e-9a0c-5d2e7f1a3b4c';
const actorOf = (role: Role): Actor => ({
  userId: '2c9d3c2e-41f6-4b8e-9a0c-5d2e7f1a3b4c',
  role,
  permissions: new Set(DEFAULT_ROLE_PERMISSIONS[role]),
});
const volunteer = { userId: '3c9d3c2e-41f6-4b8e-9a0c-5d2e7f1a3b4c', role: 'Volunteer', isProtected: false };

describe('titles', () => {
  it('derives the short name from the first two words', () => {
    expect(titleShortName('  garden  crew lead ')).toBe('GC');
    expect(titleShortName('Cook')).toBe('C');
  });

  it('reads the original client body: project object, empty team, id as `id`', () => {
    const body = {
      id: 'abc',
      titleName: ' Garden Lead ',
      titleCode: 'GL1',
      teamCode: '',
      mediaFolder: '',
      projectAssigned: { _id: PROJECT, projectName: 'Old name', category: 'Food' },
      teamAssiged: { _id: '', teamName: '' },
    };
    expect(titleUpdateInput.parse(body)).toEqual({
      titleId: 'abc',
      values: {
        titleName: 'Garden Lead',
        titleCode: 'GL1',
        teamCode: '',
        mediaFolder: '',
        projectAssigned: { _id: PROJECT },
        teamAssiged: undefined,
      },
    });
  });

  it('refuses a code without a letter, a missing project and a media folder that is no link', () => {
    const base = { titleName: 'A', titleCode: 'A1', projectAssigned: { _id: PROJECT } };
    const problem = (body: object) => titleInput.safeParse(body).error?.issues[0];
    expect(problem({ ...base, titleCode: '123' })).toMatchObject({
      path: ['titleCode'],
      message: titleMessages.codeNeedsLetter,
    });
    expect(problem({ ...base, projectAssigned: '' })?.path).toEqual(['projectAssigned']);
    expect(problem({ ...base, mediaFolder: 'drive' })?.path).toEqual(['mediaFolder']);
    expect(problem({ ...base, titleCode: 'ABCDEFGH' })?.path).toEqual(['titleCode']);
  });

  it('lets Administrators and Owners see and apply titles; a Manager neither', () => {
    for (const role of ['Owner', 'Administrator'] as const) {
      expect(canSeeTitles(actorOf(role))).toBe(true);
      expect(canApplyTitle(actorOf(role), volunteer)).toBe(true);
    }
    expect(canSeeTitles(actorOf('Manager'))).toBe(false);
    expect(canApplyTitle(actorOf('Manager'), volunteer)).toBe(false);
  });

  it('applies a title: job title, team code, media folder, and the project and team added once', () => {
    const title: TitleJson = {
      _id: 't',
      titleName: 'Garden Lead',
      titleCode: 'GL',
      teamCode: 'A-BCD',
      projectAssigned: { _id: PROJECT, projectName: 'Garden' },
      teamAssiged: { _id: TEAM, teamName: 'Crew' },
      mediaFolder: 'https://example.org/media',
      shortName: 'GL',
      order: 1,
    };
    const profile = { teams: [{ _id: TEAM, teamName: 'Crew' }], projects: [], __v: 4 };
    expect(profileChangesForTitle(title, profile)).toEqual({
      jobTitle: ['Garden Lead'],
      teamCode: 'A-BCD',
      mediaUrl: 'https://example.org/media',
      projects: [PROJECT],
      teams: [TEAM],
      __v: 4,
    });
    const bare = { ...title, teamCode: undefined, mediaFolder: undefined, teamAssiged: undefined };
    expect(profileChangesForTitle(bare, profile)).toEqual({
      jobTitle: ['Garden Lead'],
      projects: [PROJECT],
      teams: [TEAM],
      __v: 4,
    });
  });
});
