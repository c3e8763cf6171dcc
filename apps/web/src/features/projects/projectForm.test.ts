import { describe, expect, it } from 'vitest';
import { projectMessages } from '@hgn/domain/messages';
import type { ProjectJson } from '@hgn/domain/projects';
import { ApiError } from '../../shared/api/apiError';
import { createProjectFailure, projectOptions, projectToAssign } from './projectForm';

const project = (projectName: string, _id = projectName): ProjectJson => ({
  _id,
  projectName,
  category: 'Food',
  projectCategory: 'Food',
  isActive: true,
  isArchived: false,
  createdDatetime: '',
  modifiedDatetime: '',
});

describe('assigning from the Add Project dialog', () => {
  const found = [project('Solar Roof'), project('Garden')];

  it('asks to pick a project first', () => {
    expect(projectToAssign(' ', found, [])).toEqual({ error: projectMessages.nameRequiredToAssign });
  });

  it('says an unknown project does not exist', () => {
    expect(projectToAssign('Solar', found, [])).toEqual({ error: projectMessages.doesNotExist });
  });

  it('refuses one the user already has', () => {
    expect(projectToAssign('solar roof', found, [{ _id: 'Solar Roof' }])).toEqual({
      error: projectMessages.alreadyAssigned,
    });
  });

  it('gives the project otherwise', () => {
    expect(projectToAssign('GARDEN', found, [])).toEqual({ project: found[1] });
  });
});

describe('the autocomplete options', () => {
  it("add 'Create new project' unless the name exists exactly", () => {
    expect(projectOptions('Solar', [project('Solar Roof')], true)).toEqual([
      'Solar Roof',
      projectMessages.createNewOption,
    ]);
    expect(projectOptions('solar  roof', [project('Solar Roof')], true)).toEqual(['Solar Roof']);
    expect(projectOptions('', [], true)).toEqual([]);
    expect(projectOptions('Solar', [project('Solar Roof')], false)).toEqual(['Solar Roof']);
  });
});

describe('a refused creation', () => {
  it('is a duplicate or a failure', () => {
    expect(
      createProjectFailure(
        new ApiError(400, '', { code: 'PROJECT_NAME_TAKEN', message: projectMessages.alreadyExists }),
      ),
    ).toBe(projectMessages.alreadyExists);
    expect(createProjectFailure(new ApiError(403, '', {}))).toBe(projectMessages.createFailed);
  });
});
