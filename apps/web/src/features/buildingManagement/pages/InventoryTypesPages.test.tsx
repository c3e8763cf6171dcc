import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { Link, Route, Routes } from 'react-router';
import type { InventoryTypeJson } from '@hgn/domain/buildingManagement';
import { inventoryTypeMessages as m } from '@hgn/domain/messages';
import { endSession, startSession } from '../../../shared/session/session';
import { ActorReadyMark, actorReady } from '../../../test/actor';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { makeToken } from '../../../test/tokens';
import { EquipmentTypeAddPage } from './EquipmentTypeAddPage';
import { MaterialTypeAddPage } from './InventoryTypeAddPage';
import { InventoryTypesPage } from './InventoryTypesPage';

const toasted = (color: string, message: string) =>
  expect.objectContaining({ color, message }) as unknown as Parameters<typeof notifications.show>[0];

const type = (fields: Partial<InventoryTypeJson>): InventoryTypeJson => ({
  _id: 't-1',
  name: 'Red Clay Brick',
  category: 'Material',
  description: 'Fired clay',
  unit: 'kg',
  size: '',
  fuelType: null,
  imageUrl: null,
  available: [],
  using: [],
  ...fields,
});

function renderEquipmentForm() {
  renderInApp(
    <Routes>
      <Route path="/bmdashboard" element={<p>Dashboard</p>} />
      <Route path="/bmdashboard/equipment/add" element={<EquipmentTypeAddPage />} />
      <Route path="/bmdashboard/equipment" element={<p>Equipment list</p>} />
    </Routes>,
    { route: '/bmdashboard/equipment/add' },
  );
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Add equipment type' }));

describe('the new equipment type form', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks for a name and a description before sending anything', async () => {
    const { fetchMock } = stubServer({});
    renderEquipmentForm();
    await submit();
    expect(await screen.findByText(m.enterName)).toBeInTheDocument();
    expect(screen.getByText(m.enterDescription)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Description/), '   ');
    await userEvent.type(screen.getByLabelText(/Name/), 'Loader');
    await submit();
    expect(await screen.findByText(m.enterDescription)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a description over 150 characters and offers the five fuels, Diesel first', async () => {
    const { fetchMock } = stubServer({});
    renderEquipmentForm();
    const fuel = screen.getByLabelText('Fuel type');
    expect(
      within(fuel)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Diesel', 'Biodiesel', 'Gasoline', 'Natural Gas', 'Ethanol']);
    expect(fuel).toHaveValue('Diesel');
    await userEvent.type(screen.getByLabelText(/Name/), 'Loader');
    await userEvent.click(screen.getByLabelText(/Description/));
    await userEvent.paste('x'.repeat(151));
    await submit();
    expect(await screen.findByText(m.descriptionTooLong)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends name, desc and fuel; on 201 says so and opens the equipment list', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { bodiesOf } = stubServer({
      'POST /api/bm/invtypes/equipment': () => answer(201, type({ category: 'Equipment', name: 'Loader' })),
    });
    renderEquipmentForm();
    await userEvent.type(screen.getByLabelText(/Name/), 'Loader');
    await userEvent.type(screen.getByLabelText(/Description/), 'Compact loader');
    await userEvent.selectOptions(screen.getByLabelText('Fuel type'), 'Gasoline');
    await submit();
    expect(await screen.findByText('Equipment list')).toBeInTheDocument();
    expect(bodiesOf('POST /api/bm/invtypes/equipment')).toEqual([
      { name: 'Loader', desc: 'Compact loader', fuel: 'Gasoline' },
    ]);
    expect(show).toHaveBeenCalledWith(toasted('green', m.equipmentAdded));
  });

  it('says a type that exists (409) and other refusals with their status, staying on the form', async () => {
    const show = vi.spyOn(notifications, 'show');
    let status = 409;
    stubServer({
      'POST /api/bm/invtypes/equipment': () =>
        status === 409
          ? answer(409, { error: m.equipmentExists('Loader'), code: 'INVENTORY_TYPE_NAME_TAKEN' })
          : new Response(JSON.stringify({ message: 'Refused' }), {
              status,
              statusText: 'Forbidden',
              headers: { 'Content-Type': 'application/json' },
            }),
    });
    renderEquipmentForm();
    await userEvent.type(screen.getByLabelText(/Name/), 'Loader');
    await userEvent.type(screen.getByLabelText(/Description/), 'Compact');
    await submit();
    await waitFor(() => expect(show).toHaveBeenCalledWith(toasted('red', m.equipmentTypeExists)));
    status = 403;
    await submit();
    await waitFor(() => expect(show).toHaveBeenCalledWith(toasted('red', 'Error: 403 Forbidden.')));
    expect(screen.getByRole('form', { name: 'Add equipment type' })).toBeInTheDocument();
  });

  it('decides on the refusal’s code: a 409 for another reason is told with its status', async () => {
    const show = vi.spyOn(notifications, 'show');
    stubServer({
      'POST /api/bm/invtypes/equipment': () =>
        new Response(JSON.stringify({ message: 'Reload and try again.', code: 'CONFLICT' }), {
          status: 409,
          statusText: 'Conflict',
          headers: { 'Content-Type': 'application/json' },
        }),
    });
    renderEquipmentForm();
    await userEvent.type(screen.getByLabelText(/Name/), 'Loader');
    await userEvent.type(screen.getByLabelText(/Description/), 'Compact');
    await submit();
    await waitFor(() => expect(show).toHaveBeenCalledWith(toasted('red', 'Error: 409 Conflict.')));
    expect(show).not.toHaveBeenCalledWith(toasted('red', m.equipmentTypeExists));
  });

  it('shows a refusal naming a field under that field until the field changes', async () => {
    stubServer({
      'POST /api/bm/invtypes/equipment': () =>
        answer(400, { code: 'VALIDATION_FAILED', field: 'name', message: m.equipmentExists('Loader') }),
    });
    renderEquipmentForm();
    const name = screen.getByLabelText(/Name/);
    await userEvent.type(name, 'Loader');
    await userEvent.type(screen.getByLabelText(/Description/), 'Compact');
    await submit();
    await waitFor(() => expect(name).toHaveAccessibleDescription(m.equipmentExists('Loader')));
    await userEvent.type(name, ' 2');
    expect(name).not.toHaveAccessibleDescription(m.equipmentExists('Loader'));
  });

  it('goes back on Cancel', async () => {
    stubServer({});
    renderInApp(
      <Routes>
        <Route path="/bmdashboard" element={<Link to="/bmdashboard/equipment/add">Add equipment</Link>} />
        <Route path="/bmdashboard/equipment/add" element={<EquipmentTypeAddPage />} />
      </Routes>,
      { route: '/bmdashboard' },
    );
    await userEvent.click(screen.getByRole('link', { name: 'Add equipment' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('link', { name: 'Add equipment' })).toBeInTheDocument();
  });
});

describe('the new material type form', () => {
  afterEach(() => vi.unstubAllGlobals());

  const units = { 'GET /api/bm/inventoryUnits': () => answer(200, [{ _id: 'u-1', unit: 'kg' }]) };
  const renderMaterialForm = () =>
    renderInApp(
      <Routes>
        <Route path="/bmdashboard/materials/add" element={<MaterialTypeAddPage />} />
        <Route path="/bmdashboard/inventory/types" element={<p>Inventory types</p>} />
      </Routes>,
      { route: '/bmdashboard/materials/add' },
    );
  const addMaterial = () => userEvent.click(screen.getByRole('button', { name: 'Add Material Type' }));

  it('asks for a name and a unit before sending anything, and clears each once it is given', async () => {
    const { bodiesOf } = stubServer(units);
    renderMaterialForm();
    await screen.findByRole('option', { name: 'kg' });
    await addMaterial();
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAccessibleDescription(m.enterName);
    expect(screen.getByRole('combobox', { name: 'Unit' })).toHaveAccessibleDescription(m.chooseUnit);
    expect(bodiesOf('POST')).toEqual([]);
    await userEvent.type(name, 'Adobe');
    expect(name).not.toHaveAccessibleDescription(m.enterName);
  });

  it('shows a refused name under the name and sends the material once it is changed', async () => {
    let refuse = true;
    const { bodiesOf } = stubServer({
      ...units,
      'POST /api/bm/invtypes/material': () =>
        refuse
          ? answer(409, { code: 'INVENTORY_TYPE_NAME_TAKEN', field: 'name', message: m.materialExists })
          : answer(201, type({ name: 'Adobe Brick' })),
    });
    renderMaterialForm();
    await screen.findByRole('option', { name: 'kg' });
    const name = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'Adobe');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Unit' }), 'kg');
    await addMaterial();
    await waitFor(() => expect(name).toHaveAccessibleDescription(m.materialExists));
    refuse = false;
    await userEvent.type(name, ' Brick');
    expect(name).not.toHaveAccessibleDescription(m.materialExists);
    await addMaterial();
    await screen.findByText('Inventory types');
    expect(bodiesOf('POST /api/bm/invtypes/material')).toEqual([
      { name: 'Adobe', description: '', unit: 'kg' },
      { name: 'Adobe Brick', description: '', unit: 'kg' },
    ]);
  });
});

describe('the inventory types page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows every category with its types, and one category when filtered', async () => {
    stubServer({
      'GET /api/bm/invtypes/materials': () => answer(200, [type({})]),
      'GET /api/bm/invtypes/consumables': () => answer(200, []),
      'GET /api/bm/invtypes/equipments': () =>
        answer(200, [
          type({ _id: 't-2', category: 'Equipment', name: 'Loader', fuelType: 'Diesel', available: ['i-1'] }),
        ]),
      'GET /api/bm/invtypes/tools': () => answer(200, []),
      'GET /api/bm/invtypes/reusables': () => answer(200, []),
      'GET /api/bm/inventoryUnits': () => answer(200, [{ _id: 'u-1', unit: 'kg' }]),
    });
    renderInApp(
      <Routes>
        <Route path="/bmdashboard/inventory/types" element={<InventoryTypesPage />} />
      </Routes>,
      { route: '/bmdashboard/inventory/types' },
    );
    const materials = await screen.findByRole('table', { name: 'Materials' });
    expect(within(materials).getByText('Red Clay Brick')).toBeInTheDocument();
    expect(
      within(await screen.findByRole('table', { name: 'Equipments' })).getByText('Loader'),
    ).toBeInTheDocument();
    expect(await screen.findByText('No consumables yet.')).toBeInTheDocument();
    expect(within(await screen.findByRole('list', { name: 'Units' })).getByText('kg')).toBeInTheDocument();
    const filter = screen.getByLabelText('Show');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Materials', 'Consumables', 'Equipments', 'Tools', 'Reusables']);
    await userEvent.selectOptions(filter, 'equipments');
    expect(screen.queryByRole('table', { name: 'Materials' })).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Equipments' })).toBeInTheDocument();
  });

  describe('editing a type', () => {
    afterEach(endSession);

    const saved = () => answer(200, type({ name: 'Adobe Brick', unit: 't' }));
    const showMaterials = async (permissions: string[], put = saved) => {
      await startSession(
        makeToken({ role: 'Volunteer', frontPermissions: permissions, access: { canAccessBMPortal: true } }),
      );
      const server = stubServer({
        'GET /api/roles': () => answer(200, []),
        'GET /api/bm/invtypes/materials': () => answer(200, [type({})]),
        'GET /api/bm/inventoryUnits': () =>
          answer(200, [
            { _id: 'u-1', unit: 'kg' },
            { _id: 'u-2', unit: 't' },
          ]),
        'PUT /api/bm/invtypes/materials/t-1': put,
      });
      renderInApp(
        <>
          <ActorReadyMark />
          <Routes>
            <Route path="/bmdashboard/inventory/types" element={<InventoryTypesPage />} />
          </Routes>
        </>,
        { route: '/bmdashboard/inventory/types?filter=materials' },
      );
      await actorReady();
      await screen.findByRole('table', { name: 'Materials' });
      return server;
    };

    it('is not offered without putInvType', async () => {
      await showMaterials([]);
      expect(screen.queryByRole('button', { name: 'Edit Red Clay Brick' })).not.toBeInTheDocument();
    });

    it('sends only what changed, checked first, and closes once saved', async () => {
      const { bodiesOf } = await showMaterials(['putInvType']);
      await userEvent.click(screen.getByRole('button', { name: 'Edit Red Clay Brick' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Red Clay Brick' });
      const name = within(dialog).getByRole('textbox', { name: 'Name' });
      await userEvent.clear(name);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(name).toHaveAccessibleDescription(m.enterName);
      expect(bodiesOf('PUT')).toEqual([]);
      await userEvent.type(name, 'Adobe Brick');
      await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Unit' }), 't');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(bodiesOf('PUT /api/bm/invtypes/materials/t-1')).toEqual([{ name: 'Adobe Brick', unit: 't' }]);
    });

    it('shows a refusal naming a field under that field, keeping the dialog open', async () => {
      await showMaterials(['putInvType'], () =>
        answer(409, { code: 'INVENTORY_TYPE_NAME_TAKEN', field: 'name', message: m.materialExists }),
      );
      await userEvent.click(screen.getByRole('button', { name: 'Edit Red Clay Brick' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Red Clay Brick' });
      const name = within(dialog).getByRole('textbox', { name: 'Name' });
      await userEvent.clear(name);
      await userEvent.type(name, 'Adobe');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(name).toHaveAccessibleDescription(m.materialExists));
      expect(screen.getByRole('dialog', { name: 'Edit Red Clay Brick' })).toBeInTheDocument();
    });
  });
});
