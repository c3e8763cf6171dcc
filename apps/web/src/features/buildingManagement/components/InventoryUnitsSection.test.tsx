import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { inventoryTypeMessages as m } from '@hgn/domain/messages';
import { renderInApp } from '../../../test/render';
import { answer, stubServer } from '../../../test/server';
import { InventoryUnitsSection } from './InventoryUnitsSection';

const toasted = (color: string, message: string) =>
  expect.objectContaining({ color, message }) as unknown as Parameters<typeof notifications.show>[0];

async function addUnit(refusal: () => Response) {
  stubServer({
    'GET /api/bm/inventoryUnits': () => answer(200, [{ _id: 'u-1', unit: 'kg' }]),
    'POST /api/bm/inventoryUnits': refusal,
  });
  renderInApp(<InventoryUnitsSection mayAdd />);
  await userEvent.type(await screen.findByRole('textbox', { name: 'New unit' }), 'kg');
  await userEvent.click(screen.getByRole('button', { name: 'Add unit' }));
}

describe('adding a unit', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says a unit already listed under the field, in the server’s words', async () => {
    await addUnit(() =>
      answer(409, {
        error: m.unitExists('kg'),
        message: m.unitExists('kg'),
        code: 'INVENTORY_UNIT_TAKEN',
        field: 'unit',
      }),
    );
    expect(await screen.findByRole('textbox', { name: 'New unit' })).toHaveAccessibleDescription(
      m.unitExists('kg'),
    );
  });

  it('decides on the refusal’s code: a 409 for another reason is a notice, not a complaint about the name', async () => {
    const show = vi.spyOn(notifications, 'show');
    const conflict = 'This change conflicts with a record that changed meanwhile. Reload and try again.';
    await addUnit(() => answer(409, { error: conflict, message: conflict, code: 'CONFLICT' }));
    await waitFor(() => expect(show).toHaveBeenCalledWith(toasted('red', conflict)));
    expect(screen.getByRole('textbox', { name: 'New unit' })).not.toHaveAccessibleDescription(conflict);
  });
});
