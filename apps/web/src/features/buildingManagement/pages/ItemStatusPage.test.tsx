import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { ToolItemJson } from '@hgn/domain/buildingManagement';
import { toolMessages } from '@hgn/domain/messages';
import { endSession, startSession } from '../../../shared/session/session';
import { renderInApp } from '../../../test/render';
import { answer, stubServer, urlOf } from '../../../test/server';
import { makeToken } from '../../../test/tokens';
import { makeToolItem } from '../../../test/buildingItems';
import { EquipmentDetailPage, ToolDetailPage } from './ItemDetailPage';
import { ItemStatusPage } from './ItemStatusPage';

const item = (category: 'Tool' | 'Equipment', _id: string): ToolItemJson =>
  makeToolItem({
    _id,
    code: '3',
    itemType: {
      _id: 't-1',
      name: category === 'Tool' ? 'Hammer' : 'Mixer',
      category,
      description: '',
      available: [_id],
      using: [],
    },
  });

const renderFrom = (route: string) =>
  renderInApp(
    <Routes>
      <Route path="/bmdashboard/tools/:toolId" element={<ToolDetailPage />} />
      <Route path="/bmdashboard/equipment/:equipmentId" element={<EquipmentDetailPage />} />
      <Route path="/bmdashboard/tools/:equipmentId/update" element={<ItemStatusPage />} />
    </Routes>,
    { route },
  );

describe('the status page of a tool or a piece of equipment', () => {
  afterEach(() => {
    endSession();
    vi.unstubAllGlobals();
  });

  it.each([
    ['Equipment', '/bmdashboard/equipment/e-1', '/api/bm/equipment/e-1', 'Mixer'],
    ['Tool', '/bmdashboard/tools/i-1', '/api/bm/tools/i-1', 'Hammer'],
  ] as const)(
    'opened from the page of a %s item, asks only the endpoint that holds it',
    async (category, route, endpoint, name) => {
      await startSession(
        makeToken({ frontPermissions: ['putInvById'], access: { canAccessBMPortal: true } }),
      );
      const id = endpoint.split('/').at(-1)!;
      const { fetchMock } = stubServer({
        'GET /api/roles': () => answer(200, []),
        [`GET ${endpoint}`]: () => answer(200, item(category, id)),
      });
      renderFrom(route);
      await userEvent.click(await screen.findByRole('link', { name: 'Update status' }));
      expect(
        await screen.findByRole('heading', { name: 'Update Tool or Equipment Status' }),
      ).toBeInTheDocument();
      expect(await screen.findByText(name)).toBeInTheDocument();
      const asked = fetchMock.mock.calls
        .map(([input]) => urlOf(input))
        .filter((url) => url.includes('/api/bm/'));
      expect(new Set(asked)).toEqual(new Set([endpoint]));
    },
  );
});

describe('the status form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the schema's problems and clears each as it is put right", async () => {
    const { bodiesOf } = stubServer({
      'GET /api/bm/tools/i-1': () => answer(200, item('Tool', 'i-1')),
      'PUT /api/bm/tools/i-1/status': () => answer(200, {}),
    });
    renderFrom('/bmdashboard/tools/i-1/update');
    const date = await screen.findByLabelText(/Update date/);
    await userEvent.clear(date);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(toolMessages.enterDate)).toBeInTheDocument();
    expect(screen.getByText(toolMessages.statusRequired)).toBeInTheDocument();
    expect(bodiesOf('PUT /api/bm/tools/i-1/status')).toHaveLength(0);

    await userEvent.type(date, '2026-11-10');
    await waitFor(() => expect(screen.queryByText(toolMessages.enterDate)).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('combobox', { name: /^Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Working well' }));
    await waitFor(() => expect(screen.queryByText(toolMessages.statusRequired)).not.toBeInTheDocument());
  });

  it('asks for the note when one is to be sent, until it is written', async () => {
    const { bodiesOf } = stubServer({
      'GET /api/bm/tools/i-1': () => answer(200, item('Tool', 'i-1')),
      'PUT /api/bm/tools/i-1/status': () => answer(200, {}),
    });
    renderFrom('/bmdashboard/tools/i-1/update');
    const notes = await screen.findByRole('radiogroup', { name: 'Send a note to the building manager' });
    await userEvent.click(within(notes).getByRole('radio', { name: 'Yes' }));
    await userEvent.click(screen.getByRole('combobox', { name: /^Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Working well' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(toolMessages.noteRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Note'), 'The handle is loose');
    await waitFor(() => expect(screen.queryByText(toolMessages.noteRequired)).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(bodiesOf('PUT /api/bm/tools/i-1/status')).toHaveLength(1));
    expect(bodiesOf('PUT /api/bm/tools/i-1/status')[0]).toMatchObject({
      status: 'Working well',
      sendNote: true,
      note: 'The handle is loose',
      image: null,
    });
  });
});
