import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lessonMessages } from '@hgn/domain/messages';
import { makeBuildingProject } from '../../../test/buildingItems';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { LessonFormPage } from './LessonFormPage';

const village = makeBuildingProject();

afterEach(() => vi.unstubAllGlobals());

describe('the lesson form', () => {
  it("shows the schema's problems and clears each as it is put right, sending nothing", async () => {
    const { bodiesOf } = stubServer({
      'GET /api/bm/projects': () => answer(200, [village]),
      'GET /api/bm/tags': () => answer(200, []),
      'GET /api/roles': () => answer(200, []),
    });
    renderInApp(<LessonFormPage />, { route: '/bmdashboard/lessonform' });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(lessonMessages.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(lessonMessages.contentRequired)).toBeInTheDocument();
    expect(screen.getByText(lessonMessages.chooseProject)).toBeInTheDocument();
    expect(bodiesOf('POST /api/bm/lessons/new')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText(/Title/), 'Cure the earthbags');
    await waitFor(() => expect(screen.queryByText(lessonMessages.titleRequired)).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('combobox', { name: /^Project/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Earthbag Village' }));
    await waitFor(() => expect(screen.queryByText(lessonMessages.chooseProject)).not.toBeInTheDocument());
    expect(screen.getByText(lessonMessages.contentRequired)).toBeInTheDocument();
  });
});
