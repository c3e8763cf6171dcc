import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { Route, Routes } from 'react-router';
import { toolMessages } from '@hgn/domain/messages';
import { endSession, startSession } from '../../../shared/session/session';
import { ActorReadyMark, actorReady } from '../../../test/actor';
import { renderInApp } from '../../../test/render';
import { answer, stubServer, urlOf } from '../../../test/server';
import { makeToken } from '../../../test/tokens';
import { makeBuildingProject, makeToolItem } from '../../../test/buildingItems';
import { ToolDetailPage } from './ItemDetailPage';
import { ToolsListPage } from './ItemsListPage';
import { ToolAddPage } from './ToolAddPage';
import { ToolLogPage } from './ToolLogPage';

const village = makeBuildingProject({ _id: 'p-1' });

const hammer = makeToolItem;

afterEach(() => vi.unstubAllGlobals());

/** The tools list asks for the purchase requests awaiting approval as well. */
const noPendingPurchases = { 'GET /api/bm/tools/purchases': () => answer(200, []) };

describe('add tool form', () => {
  const renderForm = () =>
    renderInApp(
      <Routes>
        <Route path="/bmdashboard/tools/add" element={<ToolAddPage />} />
      </Routes>,
      { route: '/bmdashboard/tools/add' },
    );

  /** Fills every field the form asks for: one hammer bought for Earthbag Village. */
  const fillHammer = async () => {
    await userEvent.click(await screen.findByRole('combobox', { name: /Project/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Earthbag Village' }));
    await userEvent.type(screen.getByLabelText(/Tool name/), 'Hammer');
    await userEvent.type(screen.getByLabelText(/Invoice/), 'INV-1');
    await userEvent.type(screen.getByLabelText(/Unit price/), '25');
    await userEvent.type(screen.getByLabelText(/Quantity/), '1');
    await userEvent.type(screen.getByLabelText(/Purchase date/), '2026-11-10');
    await userEvent.type(screen.getByLabelText(/Description/), 'A sturdy hammer');
  };

  it('shows every broken rule at once with "Missing Required Field", sending nothing', async () => {
    const { bodiesOf } = stubServer({ 'GET /api/bm/projects': () => answer(200, [village]) });
    renderForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(toolMessages.missingRequiredField)).toBeInTheDocument();
    for (const message of [
      toolMessages.projectRequired,
      toolMessages.nameLength,
      toolMessages.invoiceRequired,
      toolMessages.quantityRange,
      toolMessages.unitPriceMinimum,
      toolMessages.enterDate,
      toolMessages.descriptionLength,
    ])
      expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(bodiesOf('POST /api/bm/tools')).toHaveLength(0);
  });

  it('enables the return date for a rental only and checks it is after the rental date', async () => {
    stubServer({ 'GET /api/bm/projects': () => answer(200, [village]) });
    renderForm();
    const returnDate = await screen.findByLabelText('Return date');
    expect(returnDate).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Rental' }));
    expect(returnDate).toBeEnabled();
    await userEvent.type(screen.getByLabelText(/Rental date/), '2026-11-10');
    await userEvent.type(returnDate, '2026-11-09');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(toolMessages.returnAfterRental)).toBeInTheDocument();
  });

  it('clears each problem as soon as it is put right, the return date when the rental date moves too', async () => {
    stubServer({ 'GET /api/bm/projects': () => answer(200, [village]) });
    renderForm();
    await userEvent.click(await screen.findByRole('radio', { name: 'Rental' }));
    await userEvent.type(screen.getByLabelText(/Rental date/), '2026-11-10');
    await userEvent.type(screen.getByLabelText(/Return date/), '2026-11-09');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(toolMessages.returnAfterRental)).toBeInTheDocument();
    expect(screen.getByText(toolMessages.nameLength)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/Tool name/), 'Hammer');
    expect(screen.queryByText(toolMessages.nameLength)).not.toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/Rental date/));
    await userEvent.type(screen.getByLabelText(/Rental date/), '2026-11-01');
    expect(screen.queryByText(toolMessages.returnAfterRental)).not.toBeInTheDocument();

    await userEvent.click(await screen.findByRole('combobox', { name: /Project/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Earthbag Village' }));
    await userEvent.type(screen.getByLabelText(/Invoice/), 'INV-1');
    await userEvent.type(screen.getByLabelText(/Unit price/), '25');
    await userEvent.type(screen.getByLabelText(/Quantity/), '1');
    expect(screen.getByText(toolMessages.missingRequiredField)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Description/), 'A sturdy hammer');
    expect(screen.queryByText(toolMessages.missingRequiredField)).not.toBeInTheDocument();
  });

  it("shows the server's refusal under the field it names, and clears it once the field changes", async () => {
    const { bodiesOf } = stubServer({
      'GET /api/bm/projects': () => answer(200, [village]),
      'POST /api/bm/tools': () =>
        answer(409, {
          code: 'TOOL_NAME_TAKEN',
          field: 'name',
          error: toolMessages.toolTaken,
          message: toolMessages.toolTaken,
        }),
    });
    renderForm();
    await fillHammer();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const name = screen.getByLabelText(/Tool name/);
    await waitFor(() => expect(name).toHaveAccessibleDescription(toolMessages.toolTaken));
    expect(bodiesOf('POST /api/bm/tools')).toHaveLength(1);
    await userEvent.type(name, 's');
    expect(name).not.toHaveAccessibleDescription(toolMessages.toolTaken);
  });

  it('shows the total live: price times quantity, plus taxes percent, plus shipping, in the currency', async () => {
    stubServer({ 'GET /api/bm/projects': () => answer(200, [village]) });
    renderForm();
    await userEvent.type(await screen.findByLabelText(/Unit price/), '12.5');
    await userEvent.type(screen.getByLabelText(/Quantity/), '3');
    await userEvent.type(screen.getByLabelText('Taxes (%)'), '8');
    await userEvent.type(screen.getByLabelText('Shipping fee'), '3.1');
    expect(screen.getByText(/43\.60 USD/)).toBeInTheDocument();
  });

  it('sends the tool and says it was created', async () => {
    const { bodiesOf } = stubServer({
      'GET /api/bm/projects': () => answer(200, [village]),
      'POST /api/bm/tools': () =>
        answer(201, {
          message: toolMessages.toolCreated('Hammer'),
          _id: 't-1',
          name: 'Hammer',
          category: 'Tool',
          description: 'A sturdy hammer',
          imageUrl: null,
          totalPriceWithShipping: 25,
          items: [{ _id: 'i-1', code: '1' }],
        }),
    });
    renderForm();
    await fillHammer();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByLabelText(/Tool name/)).toHaveValue(''));
    expect(bodiesOf('POST /api/bm/tools')[0]).toMatchObject({
      project: 'p-1',
      name: 'Hammer',
      quantity: 1,
      unitPrice: 25,
      currency: 'USD',
      purchaseRental: 'purchase',
      toDate: '',
    });
  });
});

describe('tools list', () => {
  const renderList = () =>
    renderInApp(
      <Routes>
        <Route path="/bmdashboard/tools" element={<ToolsListPage />} />
      </Routes>,
      { route: '/bmdashboard/tools' },
    );

  it('marks lost and worn tools red, not available, and sorts by name both ways', async () => {
    stubServer({
      'GET /api/bm/projects': () => answer(200, [village]),
      ...noPendingPurchases,
      'GET /api/bm/tools': () =>
        answer(200, [
          hammer(),
          hammer({
            _id: 'i-2',
            code: '2',
            condition: 'Lost',
            itemType: { ...hammer().itemType, _id: 't-2', name: 'Axe', available: ['i-2'] },
          }),
        ]),
    });
    renderList();
    const table = await screen.findByRole('table', { name: 'Tools' });
    const lost = within(table).getByText('Lost');
    expect(lost.closest('[data-flagged]')).toHaveAttribute('data-flagged', 'true');
    expect(within(table).getByText('Good').closest('[data-flagged]')).toHaveAttribute(
      'data-flagged',
      'false',
    );
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Name' }));
    expect(names()).toEqual(['Axe', 'Hammer']);
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Name' }));
    expect(names()).toEqual(['Hammer', 'Axe']);
    const axeRow = within(table).getAllByRole('row')[2]!;
    expect(within(axeRow).getAllByRole('cell')[4]).toHaveTextContent('No');
  });

  describe('for someone signed in', () => {
    afterEach(endSession);

    const signInWith = async (permissions: string[]) => {
      await startSession(
        makeToken({ role: 'Volunteer', frontPermissions: permissions, access: { canAccessBMPortal: true } }),
      );
      const server = stubServer({
        'GET /api/roles': () => answer(200, []),
        'GET /api/bm/projects': () => answer(200, [village]),
        ...noPendingPurchases,
        'GET /api/bm/tools': () => answer(200, [hammer()]),
      });
      renderInApp(
        <>
          <ActorReadyMark />
          <Routes>
            <Route path="/bmdashboard/tools" element={<ToolsListPage />} />
          </Routes>
        </>,
        { route: '/bmdashboard/tools' },
      );
      await actorReady();
      await screen.findByRole('table', { name: 'Tools' });
      return server;
    };

    it('offers adding, logging, requesting and editing only to those who hold their permissions', async () => {
      await signInWith([]);
      for (const name of ['Add Tool', 'Daily Log', 'Purchase Request'])
        expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Edit Hammer 1' })).not.toBeInTheDocument();
      expect(screen.queryByRole('columnheader', { name: 'Edit' })).not.toBeInTheDocument();
    });

    it('shows each action to the holder of its permission', async () => {
      await signInWith(['postInvType', 'putInvById', 'postInvInProject']);
      for (const name of ['Add Tool', 'Daily Log', 'Purchase Request'])
        expect(screen.getByRole('link', { name })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Edit Hammer 1' })).toBeInTheDocument();
    });

    it('asks the server for the tools whose name holds what is typed', async () => {
      const { fetchMock } = await signInWith([]);
      await userEvent.type(screen.getByRole('textbox', { name: 'Tool name' }), 'ham%');
      await waitFor(() =>
        expect(
          fetchMock.mock.calls.map(([input]) => urlOf(input)).filter((url) => url.includes('name=')),
        ).toEqual([expect.stringContaining('name=ham%25')]),
      );
    });
  });

  it('says when there are no items', async () => {
    stubServer({
      'GET /api/bm/projects': () => answer(200, [village]),
      ...noPendingPurchases,
      ...noPendingPurchases,
      'GET /api/bm/tools': () => answer(200, []),
    });
    renderList();
    expect(await screen.findByText(toolMessages.noItemsData)).toBeInTheDocument();
  });
});

describe('daily tool log', () => {
  /** Opens the log and chooses the project whose tools it lists. */
  const openLogFor = async (project: string) => {
    renderInApp(
      <Routes>
        <Route path="/bmdashboard/tools/log" element={<ToolLogPage />} />
      </Routes>,
      { route: '/bmdashboard/tools/log' },
    );
    await userEvent.click(await screen.findByRole('combobox', { name: 'Project' }));
    await userEvent.click(await screen.findByRole('option', { name: project }));
  };

  it('offers only tools that can be checked out and says when there are none', async () => {
    stubServer({
      'GET /api/bm/projects': () => answer(200, [village]),
      ...noPendingPurchases,
      'GET /api/bm/tools': () =>
        answer(200, [hammer(), hammer({ _id: 'i-2', code: '2', condition: 'Lost' })]),
    });
    await openLogFor('Earthbag Village');
    expect(await screen.findByRole('checkbox', { name: 'Hammer 1' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Hammer 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Check In' }));
    await waitFor(() => expect(screen.getByText(toolMessages.noToolsToLog)).toBeInTheDocument());
  });

  it('says which tools were logged and which were refused when the server logs only some', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { bodiesOf } = stubServer({
      'GET /api/bm/projects': () => answer(200, [village]),
      ...noPendingPurchases,
      'GET /api/bm/tools': () => answer(200, [hammer(), hammer({ _id: 'i-2', code: '2' })]),
      'POST /api/bm/tools/log': () =>
        answer(404, {
          code: 'TOOL_ITEMS_NOT_AVAILABLE',
          results: [{ message: toolMessages.checkedOut('Hammer', '1') }],
          errors: [{ message: toolMessages.notAvailableForCheckOut('Hammer', '2') }],
        }),
    });
    await openLogFor('Earthbag Village');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Hammer 1' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hammer 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({
          color: 'red',
          message: toolMessages.notAvailableForCheckOut('Hammer', '2'),
        }),
      ),
    );
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: toolMessages.checkedOut('Hammer', '1') }),
    );
    expect(bodiesOf('POST /api/bm/tools/log')).toHaveLength(1);
  });
});

describe("a tool's page", () => {
  afterEach(endSession);

  it('shows the order it was added with, and Update status only to holders of putInvById', async () => {
    await startSession(makeToken({ role: 'Volunteer', access: { canAccessBMPortal: true } }));
    stubServer({
      'GET /api/roles': () => answer(200, []),
      'GET /api/bm/tools/i-1': () =>
        answer(
          200,
          hammer({
            order: {
              invoice: 'INV-7',
              unitPrice: 12.5,
              currency: 'CAD',
              shippingFee: 3.1,
              taxes: 8,
              totalPriceWithShipping: 43.6,
              link: 'https://example.org/hammer',
              supplierPhone: '+1 5551234567',
            },
          }),
        ),
    });
    renderInApp(
      <>
        <ActorReadyMark />
        <Routes>
          <Route path="/bmdashboard/tools/:toolId" element={<ToolDetailPage />} />
        </Routes>
      </>,
      { route: '/bmdashboard/tools/i-1' },
    );
    await actorReady();
    const order = await screen.findByRole('region', { name: 'Order' });
    expect(order).toHaveTextContent('INV-7');
    expect(order).toHaveTextContent('43.60 CAD');
    expect(order).toHaveTextContent('+1 5551234567');
    expect(within(order).getByRole('link', { name: 'https://example.org/hammer' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.queryByRole('link', { name: 'Update status' })).not.toBeInTheDocument();
  });
});
