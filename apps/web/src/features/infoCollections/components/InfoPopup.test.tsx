import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_INFO_FONT_SIZE, type InfoCollectionJson } from '@hgn/domain/infoCollections';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { InfoPopup } from './InfoPopup';

const teamsInfo: InfoCollectionJson = {
  _id: 'info-teams',
  infoName: 'Teams Page',
  infoContent: '<p>Every volunteer belongs to <strong>one team</strong>.</p>',
  visibility: '0',
  fontSize: DEFAULT_INFO_FONT_SIZE,
  CanRead: true,
};

describe('InfoPopup', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for the pop-ups only when opened, and shows the one named, ignoring case, at its font size', async () => {
    const { fetchMock } = stubServer({ 'GET /api/informations': () => answer(200, [teamsInfo]) });
    renderInApp(<InfoPopup name="teams page" />);
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'About teams page' }));
    const popup = await screen.findByRole('dialog', { name: teamsInfo.infoName });
    const content = await within(popup).findByText('one team');
    expect(content.closest('p')).toHaveTextContent('Every volunteer belongs to one team.');
    expect(content.closest('.mantine-Typography-root')).toHaveStyle({
      fontSize: `${DEFAULT_INFO_FONT_SIZE}px`,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says there is nothing yet when the pop-up is missing or not readable by this user', async () => {
    stubServer({ 'GET /api/informations': () => answer(200, [teamsInfo]) });
    renderInApp(<InfoPopup name="Projects Page" />);
    await userEvent.click(screen.getByRole('button', { name: 'About Projects Page' }));
    const popup = await screen.findByRole('dialog', { name: 'Projects Page' });
    expect(await within(popup).findByText('No information here yet.')).toBeInTheDocument();
  });

  it('closes with the close button', async () => {
    stubServer({ 'GET /api/informations': () => answer(200, [teamsInfo]) });
    renderInApp(<InfoPopup name="Teams Page" />);
    await userEvent.click(screen.getByRole('button', { name: 'About Teams Page' }));
    const popup = await screen.findByRole('dialog', { name: teamsInfo.infoName });
    await userEvent.click(within(popup).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
