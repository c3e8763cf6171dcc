import { describe, expect, it } from 'vitest';
import { inventoryTypeMessages as m } from '../messages/inventory.messages';
import { inventoryCategoryNamed } from './inventoryTypes';
import { equipmentTypeInput, inventoryTypeCreateInput } from './inventoryTypes.schema';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('inventory types', () => {
  it('names a category by its list name or its own, in any case', () => {
    expect(inventoryCategoryNamed('equipments')).toBe('Equipment');
    expect(inventoryCategoryNamed(' Material ')).toBe('Material');
    expect(inventoryCategoryNamed('TOOLS')).toBe('Tool');
    expect(inventoryCategoryNamed('gadgets')).toBeUndefined();
  });

  it('holds the equipment rules of spec 002, 5: name, description of at most 150, a known fuel', () => {
    expect(equipmentTypeInput.parse({ name: ' Loader ', desc: 'Loads' })).toMatchObject({
      name: 'Loader',
      desc: 'Loads',
      fuel: 'Diesel',
    });
    expect(firstMessage(equipmentTypeInput.safeParse({ name: '', desc: 'x' }))).toBe(m.enterName);
    expect(firstMessage(equipmentTypeInput.safeParse({ name: 'L' }))).toBe(m.enterDescription);
    expect(firstMessage(equipmentTypeInput.safeParse({ name: 'L', desc: 'x'.repeat(151) }))).toBe(
      m.descriptionTooLong,
    );
    expect(equipmentTypeInput.safeParse({ name: 'L', desc: 'x'.repeat(150) }).success).toBe(true);
    expect(firstMessage(equipmentTypeInput.safeParse({ name: 'L', desc: 'x', fuel: 'Coal' }))).toBe(
      m.chooseFuel,
    );
  });

  it('creates by the category in the body, but not tools', () => {
    expect(inventoryTypeCreateInput.safeParse({ category: 'Reusable', name: 'Plank' }).success).toBe(true);
    expect(firstMessage(inventoryTypeCreateInput.safeParse({ category: 'Tool', name: 'Saw' }))).toBe(
      m.chooseCategory,
    );
  });
});
