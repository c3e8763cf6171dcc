import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StockJson } from '@hgn/domain/buildingManagement';
import { stockMessages } from '@hgn/domain/messages';
import { makeBuildingProject } from '../../../test/buildingItems';
import { fixTheDate } from '../../../test/clock';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { LogMaterialPage, MaterialsUpdatePage } from './StockUsagePages';

// Wednesday 25 November 2026, noon Pacific.
fixTheDate('2026-11-25T20:00:00.000Z');

const village = makeBuildingProject();
const SAND = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f01234567';
const BRICK = '1a1b2c3d-4e5f-4a6b-8c7d-8e9f01234567';

const stockRow = (_id: string, name: string, stockAvailable: number): StockJson => ({
  _id,
  project: { _id: village._id, name: village.name },
  itemType: {
    _id: `${_id}-type`,
    name,
    category: 'Material',
    description: '',
    unit: 'kg',
    size: '',
    imageUrl: null,
  },
  stockBought: stockAvailable,
  stockUsed: 0,
  stockWasted: 0,
  stockAvailable,
  purchaseRecord: [],
  updateRecord: [],
});

const choose = async (label: string, option: string) => {
  await userEvent.click(await screen.findByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};
const fill = async (label: string, value: string) => {
  const field = screen.getByRole('textbox', { name: label });
  await userEvent.clear(field);
  await userEvent.type(field, value);
};
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit' }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the log of one item’s use', () => {
  it('says under the quantities that more is used than is available, sends nothing, and lets it go once fixed', async () => {
    const { bodiesOf } = stubServer({
      'GET /api/bm/projects': () => answer(200, [village]),
      'GET /api/bm/materials': () => answer(200, [stockRow(SAND, 'Sand', 10)]),
      'POST /api/bm/updateMaterialRecord': () => answer(200, stockRow(SAND, 'Sand', 0)),
    });
    renderInApp(<LogMaterialPage />);
    await choose('Project', village.name);
    await choose('Item', 'Sand');
    // A quantity below 0 is put right when the field is left; Enter sends it as typed.
    await fill('Used (Sand)', '-1{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Used (Sand)' })).toHaveAccessibleDescription(
        stockMessages.quantityNotNegative,
      ),
    );
    await fill('Used (Sand)', '8');
    await waitFor(() =>
      expect(screen.queryByText(stockMessages.quantityNotNegative)).not.toBeInTheDocument(),
    );
    await fill('Wasted (Sand)', '3');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(stockMessages.usageExceedsStock);
    expect(bodiesOf('POST /api/bm/updateMaterialRecord')).toEqual([]);

    await fill('Wasted (Sand)', '2');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await submit();
    await waitFor(() => expect(bodiesOf('POST /api/bm/updateMaterialRecord')).toHaveLength(1));
    expect(bodiesOf('POST /api/bm/updateMaterialRecord')[0]).toEqual({
      material: { _id: SAND },
      date: '2026-11-25',
      quantityUsed: 8,
      quantityWasted: 2,
      QtyUsedLogUnit: 'unit',
      QtyWastedLogUnit: 'unit',
    });
  });

  it('shows a refusal above the form, or under the field it names', async () => {
    let refusal: { error: string; code: string; field?: string } = {
      error: stockMessages.usageExceedsStock,
      code: 'STOCK_USAGE_EXCEEDS_AVAILABLE',
    };
    stubServer({
      'GET /api/bm/projects': () => answer(200, [village]),
      'GET /api/bm/materials': () => answer(200, [stockRow(SAND, 'Sand', 10)]),
      'POST /api/bm/updateMaterialRecord': () => answer(refusal.field ? 400 : 422, refusal),
    });
    renderInApp(<LogMaterialPage />);
    await choose('Project', village.name);
    await choose('Item', 'Sand');
    await fill('Used (Sand)', '4');
    await submit();
    const form = screen.getByRole('form', { name: 'Log use' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(stockMessages.usageExceedsStock);

    refusal = { error: stockMessages.dateInvalid, code: 'VALIDATION_FAILED', field: 'date' };
    await submit();
    await waitFor(() =>
      expect(screen.getByLabelText(/^Date/)).toHaveAccessibleDescription(stockMessages.dateInvalid),
    );
  });
});

describe('the log of a project’s use of every material', () => {
  const stub = () =>
    stubServer({
      'GET /api/bm/projects': () => answer(200, [village]),
      'GET /api/bm/materials': () => answer(200, [stockRow(SAND, 'Sand', 10), stockRow(BRICK, 'Brick', 0)]),
      'POST /api/bm/updateMaterialRecordBulk': () => answer(200, []),
    });

  it('asks for a use of at least one item', async () => {
    const { bodiesOf } = stub();
    renderInApp(<MaterialsUpdatePage />);
    await choose('Project', village.name);
    await screen.findByRole('textbox', { name: 'Used (Sand)' });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(stockMessages.bulkEmpty);
    expect(bodiesOf('POST /api/bm/updateMaterialRecordBulk')).toEqual([]);
  });

  it('names the row and field of each problem, sends nothing, and sends the rows that log something once fixed', async () => {
    const { bodiesOf } = stub();
    renderInApp(<MaterialsUpdatePage />);
    await choose('Project', village.name);
    await screen.findByRole('textbox', { name: 'Used (Sand)' });
    await fill('Used (Sand)', '11');
    await fill('Wasted (Brick)', '-1{Enter}');

    const sandRow = screen.getByRole('row', { name: /Sand/ });
    const brickRow = screen.getByRole('row', { name: /Brick/ });
    expect(await within(sandRow).findByRole('alert')).toHaveTextContent(stockMessages.usageExceedsStock);
    expect(within(brickRow).getByRole('textbox', { name: 'Wasted (Brick)' })).toHaveAccessibleDescription(
      stockMessages.quantityNotNegative,
    );
    expect(within(brickRow).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText(stockMessages.bulkUsageInvalid)).toBeInTheDocument();
    expect(bodiesOf('POST /api/bm/updateMaterialRecordBulk')).toEqual([]);

    await fill('Used (Sand)', '4.5');
    await fill('Wasted (Brick)', '0');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.queryByText(stockMessages.quantityNotNegative)).not.toBeInTheDocument();
    await submit();
    await waitFor(() => expect(bodiesOf('POST /api/bm/updateMaterialRecordBulk')).toHaveLength(1));
    expect(bodiesOf('POST /api/bm/updateMaterialRecordBulk')[0]).toEqual({
      date: '2026-11-25',
      upadateMaterials: [
        {
          material: { _id: SAND },
          quantityUsed: 4.5,
          quantityWasted: 0,
          QtyUsedLogUnit: 'unit',
          QtyWastedLogUnit: 'unit',
        },
      ],
    });
  });

  it('shows the server’s refusal above the form', async () => {
    stubServer({
      'GET /api/bm/projects': () => answer(200, [village]),
      'GET /api/bm/materials': () => answer(200, [stockRow(SAND, 'Sand', 10)]),
      'POST /api/bm/updateMaterialRecordBulk': () =>
        answer(422, { error: stockMessages.bulkUsageInvalid, code: 'STOCK_USAGE_EXCEEDS_AVAILABLE' }),
    });
    renderInApp(<MaterialsUpdatePage />);
    await choose('Project', village.name);
    await screen.findByRole('textbox', { name: 'Used (Sand)' });
    await fill('Used (Sand)', '4');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(stockMessages.bulkUsageInvalid);
  });
});
