import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PendingItemPurchaseJson } from '@hgn/domain/buildingManagement';
import { endSession, startSession } from '../../../shared/session/session';
import { ActorReadyMark, actorReady } from '../../../test/actor';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { makeToken } from '../../../test/tokens';
import { PageAccess } from '../components/PageAccess';
import { PendingItemPurchases } from '../components/PendingItemPurchases';
import { MaterialsListPage } from './StockListPage';

const signIn = (role: string, frontPermissions: string[] = []) =>
  startSession(makeToken({ role, frontPermissions, access: { canAccessBMPortal: true } }));

const request: PendingItemPurchaseJson = {
  _id: 'pu-1',
  date: '2026-11-20T18:00:00.000Z',
  status: 'Pending',
  makeModelPref: 'Acme 9000',
  brand: '',
  priority: 'High',
  quantity: 3,
  estTime: '',
  requestedBy: { _id: 'u-2', firstName: 'Ade', lastName: 'Mason' },
  usageDesc: '',
  project: { _id: 'p-1', name: 'Earthbag Village' },
  itemType: { _id: 't-1', name: 'Wheelbarrow' },
};

afterEach(() => {
  endSession();
  vi.unstubAllGlobals();
});

describe('a building page that changes things', () => {
  it('says why it is refused instead of showing a form that cannot be sent', async () => {
    await signIn('Volunteer');
    stubServer({ 'GET /api/roles': () => answer(200, []) });
    renderInApp(
      <PageAccess path="/bmdashboard/AddTeamMember" title="Add Team Member">
        <form aria-label="Add team member" />
      </PageAccess>,
    );
    expect(
      await screen.findByText(
        'You cannot add team members: it needs the "Add project inventory" permission, which you do not have. An Administrator or Owner can give it to you.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the building dashboard' })).toHaveAttribute(
      'href',
      '/bmdashboard',
    );
  });

  it('shows the page to those the server admits', async () => {
    await signIn('Volunteer', ['postInvInProject']);
    stubServer({ 'GET /api/roles': () => answer(200, []) });
    renderInApp(
      <PageAccess path="/bmdashboard/AddTeamMember" title="Add Team Member">
        <form aria-label="Add team member" />
      </PageAccess>,
    );
    expect(await screen.findByRole('form', { name: 'Add team member' })).toBeInTheDocument();
  });
});

describe('the materials list', () => {
  it.each([
    ['a Volunteer', [], []],
    [
      'a holder of postInvInProject and putInvById',
      ['postInvInProject', 'putInvById'],
      ['Purchase materials', 'Log use'],
    ],
  ] as const)('offers %s only the changes the server admits', async (_, permissions, offered) => {
    await signIn('Volunteer', [...permissions]);
    stubServer({
      'GET /api/roles': () => answer(200, []),
      'GET /api/bm/projects': () => answer(200, []),
      'GET /api/bm/materials': () => answer(200, []),
    });
    renderInApp(
      <>
        <ActorReadyMark />
        <MaterialsListPage />
      </>,
    );
    await actorReady();
    await screen.findByRole('heading', { name: 'Materials' });
    expect(screen.queryAllByRole('link').map((link) => link.textContent)).toEqual(offered);
  });
});

describe('purchase requests of tools awaiting approval', () => {
  it('lets an Owner approve one with the quantity bought and the unit price paid', async () => {
    await signIn('Owner');
    const { bodiesOf } = stubServer({
      'GET /api/roles': () => answer(200, []),
      'GET /api/bm/tools/purchases': () => answer(200, [request]),
      'POST /api/bm/purchases/pu-1/status': () =>
        answer(200, { ...request, status: 'Approved', unitPrice: 42 }),
    });
    renderInApp(<PendingItemPurchases category="Tool" />);
    const table = await screen.findByRole('table', { name: 'Purchase requests awaiting approval' });
    const row = within(table).getByRole('row', { name: /Wheelbarrow/ });
    expect(row).toHaveTextContent('Earthbag Village');
    await userEvent.clear(within(row).getByRole('textbox', { name: 'Quantity bought' }));
    await userEvent.type(within(row).getByRole('textbox', { name: 'Quantity bought' }), '2.5');
    await userEvent.type(within(row).getByRole('textbox', { name: 'Price per unit (USD)' }), '42');
    await userEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    expect(bodiesOf('POST /api/bm/purchases/pu-1/status')).toEqual([
      { status: 'Approved', quantity: 25, unitPrice: 42 },
    ]);
  });

  it('shows a Volunteer the requests without a decision', async () => {
    await signIn('Volunteer');
    stubServer({
      'GET /api/roles': () => answer(200, []),
      'GET /api/bm/tools/purchases': () => answer(200, [request]),
    });
    renderInApp(
      <>
        <ActorReadyMark />
        <PendingItemPurchases category="Tool" />
      </>,
    );
    await actorReady();
    const table = await screen.findByRole('table', { name: 'Purchase requests awaiting approval' });
    expect(within(table).getByText('Wheelbarrow')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Decision' })).not.toBeInTheDocument();
  });

  it('says when nothing is awaiting approval', async () => {
    await signIn('Owner');
    stubServer({
      'GET /api/roles': () => answer(200, []),
      'GET /api/bm/equipment/purchases': () => answer(200, []),
    });
    renderInApp(<PendingItemPurchases category="Equipment" />);
    expect(await screen.findByText('No purchase of equipment is awaiting approval.')).toBeInTheDocument();
  });
});
