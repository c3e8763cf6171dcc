import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp } from '../../../test/render';
import { answer, stubServer, urlOf } from '../../../test/server';
import { job, pageOf } from '../jobListings.testkit';
import { CollaborationPage } from './CollaborationPage';

describe('CollaborationPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('searches with Go, pages the results and resets the filters', async () => {
    const user = userEvent.setup();
    const { fetchMock } = stubServer({
      'GET /api/jobs/categories': () => answer(200, { categories: ['Food', 'Housing'] }),
      'GET /api/jobs/reset-filters': () => answer(200, pageOf([job('Garden Lead')])),
      'GET /api/jobs?': () => answer(200, pageOf([job('Garden Lead')])),
    });
    renderInApp(<CollaborationPage />);
    expect(await screen.findByRole('article', { name: 'Garden Lead' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply for Garden Lead' })).toHaveAttribute(
      'href',
      'https://example.org/apply',
    );

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'garden (lead)');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => urlOf(url))).toContainEqual(
        expect.stringContaining('search=garden+%28lead%29'),
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => urlOf(url))).toContainEqual(
        expect.stringContaining('page=2'),
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue(''));
    expect(fetchMock.mock.calls.map(([url]) => urlOf(url))).toContain('/api/jobs/reset-filters');
  });

  it('links a listing to the application form built for it, and only such a listing', async () => {
    stubServer({
      'GET /api/jobs/categories': () => answer(200, { categories: ['Food'] }),
      'GET /api/jobs?': () =>
        answer(200, pageOf([job('Garden Lead', { formId: 'form-1' }), job('Community Cook')])),
    });
    renderInApp(<CollaborationPage />);
    expect(await screen.findByRole('link', { name: 'Application form for Garden Lead' })).toHaveAttribute(
      'href',
      '/formviewer?formId=form-1',
    );
    expect(screen.getByRole('article', { name: 'Community Cook' })).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Application form for Community Cook' }),
    ).not.toBeInTheDocument();
  });

  it('shows the summaries, and says when there are none', async () => {
    const user = userEvent.setup();
    stubServer({
      'GET /api/jobs/categories': () => answer(200, { categories: [] }),
      'GET /api/jobs/summaries': () => answer(200, { success: true, jobs: [], totalJobs: 0 }),
      'GET /api/jobs?': () => answer(200, pageOf([], 1, 0)),
    });
    renderInApp(<CollaborationPage />);
    await user.click(await screen.findByRole('button', { name: 'Show Summaries' }));
    expect(await screen.findByText('No summaries found.')).toBeInTheDocument();
  });

  it('says the listings and categories could not be fetched', async () => {
    stubServer({
      'GET /api/jobs/categories': () => answer(400, { error: 'x' }),
      'GET /api/jobs?': () => answer(400, { error: 'x' }),
    });
    renderInApp(<CollaborationPage />);
    expect(await screen.findByText('Error fetching jobs')).toBeInTheDocument();
    expect(await screen.findByText('Error fetching categories')).toBeInTheDocument();
  });
});
