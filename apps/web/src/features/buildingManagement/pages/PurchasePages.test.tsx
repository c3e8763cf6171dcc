import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InventoryTypeJson } from '@hgn/domain/buildingManagement';
import { stockMessages, toolMessages } from '@hgn/domain/messages';
import { makeBuildingProject } from '../../../test/buildingItems';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { ToolPurchasePage } from './ItemPurchasePage';
import { MaterialPurchasePage } from './StockPurchasePage';

const village = makeBuildingProject();

const typeOf = (category: InventoryTypeJson['category'], name: string): InventoryTypeJson => ({
  _id: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f01234567',
  name,
  category,
  description: '',
  unit: category === 'Material' ? 'bags' : '',
  size: '',
  fuelType: null,
  imageUrl: null,
  available: [],
  using: [],
});

const choose = async (label: RegExp, option: string) => {
  await userEvent.click(await screen.findByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

describe('purchase request of tools', () => {
  it("shows the schema's problems and clears each as it is put right", async () => {
    const { bodiesOf } = stubServer({
      'GET /api/bm/projects': () => answer(200, [village]),
      'GET /api/bm/invtypes/tools': () => answer(200, [typeOf('Tool', 'Hammer')]),
      'POST /api/bm/tools/purchase': () => answer(201, {}),
    });
    renderInApp(<ToolPurchasePage />);
    await userEvent.clear(await screen.findByLabelText(/Quantity/));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(toolMessages.projectRequired, { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText(toolMessages.toolTypeUnknown)).toBeInTheDocument();
    expect(screen.getByText(toolMessages.purchaseQuantity)).toBeInTheDocument();
    expect(bodiesOf('POST /api/bm/tools/purchase')).toHaveLength(0);

    await choose(/Project/, 'Earthbag Village');
    await waitFor(() =>
      expect(screen.queryByText(toolMessages.projectRequired, { selector: 'p' })).not.toBeInTheDocument(),
    );
    await choose(/Tool/, 'Hammer');
    await waitFor(() => expect(screen.queryByText(toolMessages.toolTypeUnknown)).not.toBeInTheDocument());
    await userEvent.type(screen.getByLabelText(/Quantity/), '1000');
    expect(screen.getByText(toolMessages.purchaseQuantity)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/Quantity/));
    await userEvent.type(screen.getByLabelText(/Quantity/), '3');
    await waitFor(() => expect(screen.queryByText(toolMessages.purchaseQuantity)).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(bodiesOf('POST /api/bm/tools/purchase')).toHaveLength(1));
    expect(bodiesOf('POST /api/bm/tools/purchase')[0]).toEqual({
      projectId: village._id,
      toolId: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f01234567',
      quantity: 3,
      priority: 'Low',
      estTime: '',
      desc: '',
      makeModel: '',
    });
  });
});

describe('purchase request of materials', () => {
  it("shows the schema's problems and clears each as it is put right", async () => {
    const { bodiesOf } = stubServer({
      'GET /api/bm/projects': () => answer(200, [village]),
      'GET /api/bm/invtypes/materials': () => answer(200, [typeOf('Material', 'Sand')]),
      'POST /api/bm/materials': () => answer(201, {}),
    });
    renderInApp(<MaterialPurchasePage />);
    await userEvent.clear(await screen.findByLabelText(/Quantity/));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(stockMessages.chooseProject, { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText(stockMessages.chooseType, { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText(stockMessages.quantityPositive)).toBeInTheDocument();

    await choose(/Project/, 'Earthbag Village');
    await choose(/Material/, 'Sand (bags)');
    await userEvent.type(screen.getByLabelText(/Quantity/), '2.5');
    await waitFor(() => {
      expect(screen.queryByText(stockMessages.chooseProject, { selector: 'p' })).not.toBeInTheDocument();
      expect(screen.queryByText(stockMessages.chooseType, { selector: 'p' })).not.toBeInTheDocument();
      expect(screen.queryByText(stockMessages.quantityPositive)).not.toBeInTheDocument();
    });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(bodiesOf('POST /api/bm/materials')).toHaveLength(1));
    expect(bodiesOf('POST /api/bm/materials')[0]).toMatchObject({
      quantity: 2.5,
      priority: 'Medium',
      brand: '',
    });
  });
});
