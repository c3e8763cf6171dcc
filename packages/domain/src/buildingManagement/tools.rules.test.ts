import { describe, expect, it } from 'vitest';
import { toolMessages } from '../messages/tools.messages';
import {
  addToolProblems,
  isAvailableForCheckOut,
  isConditionFlagged,
  rentalDaysLeft,
  toolTotalPrice,
  type AddToolFields,
} from './tools.rules';

const valid: AddToolFields = {
  project: 'p-1',
  name: 'Hammer',
  invoice: 'INV-1',
  unitPrice: 10,
  quantity: 2,
  purchaseRental: 'purchase',
  fromDate: '2026-11-01',
  toDate: '',
  shippingFee: null,
  taxes: null,
  phoneNumber: '',
  description: 'A sturdy hammer',
};

describe('add-tool rules', () => {
  it('accepts a complete purchase without a return date', () => {
    expect(addToolProblems(valid)).toEqual({});
  });

  it('names each broken rule at once', () => {
    expect(
      addToolProblems({
        ...valid,
        project: '',
        name: 'ab',
        invoice: '',
        unitPrice: 0,
        quantity: 1.5,
        fromDate: '',
        description: 'x'.repeat(501),
      }),
    ).toEqual({
      project: toolMessages.projectRequired,
      name: toolMessages.nameLength,
      invoice: toolMessages.invoiceRequired,
      unitPrice: toolMessages.unitPriceMinimum,
      quantity: toolMessages.quantityRange,
      fromDate: toolMessages.enterDate,
      description: toolMessages.descriptionLength,
    });
  });

  it('needs a rental to end after it starts', () => {
    const rental = { ...valid, purchaseRental: 'rental' };
    expect(addToolProblems({ ...rental, toDate: '' }).toDate).toBe(toolMessages.returnAfterRental);
    expect(addToolProblems({ ...rental, toDate: '2026-11-01' }).toDate).toBe(toolMessages.returnAfterRental);
    expect(addToolProblems({ ...rental, toDate: '2026-11-02' })).toEqual({});
  });

  it('bounds name 3 to 15, quantity 1 to 999 and checks a given phone has 10 digits', () => {
    expect(addToolProblems({ ...valid, name: 'x'.repeat(15), quantity: 999 })).toEqual({});
    expect(addToolProblems({ ...valid, name: 'x'.repeat(16) }).name).toBe(toolMessages.nameLength);
    expect(addToolProblems({ ...valid, quantity: 1000 }).quantity).toBe(toolMessages.quantityRange);
    expect(addToolProblems({ ...valid, phoneNumber: '555 123 4567' })).toEqual({});
    expect(addToolProblems({ ...valid, phoneNumber: '555' }).phoneNumber).toBe(toolMessages.phoneDigits);
  });
});

describe('tool figures and conditions', () => {
  it('totals price times quantity, plus taxes percent, plus shipping, to the cent', () => {
    expect(toolTotalPrice({ unitPrice: 12.5, quantity: 3, taxes: 8, shippingFee: 3.1 })).toBe(43.6);
    expect(toolTotalPrice({ unitPrice: 0.1, quantity: 3, taxes: 0, shippingFee: 0.2 })).toBe(0.5);
  });

  it('flags Lost, Needs Replacing, Worn and Needs Repair; only the first two stop a check-out', () => {
    expect(['Lost', 'Needs Replacing', 'Worn', 'Needs Repair', 'Good'].map(isConditionFlagged)).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
    expect(isAvailableForCheckOut({ inAvailable: true, condition: 'Worn' })).toBe(true);
    expect(isAvailableForCheckOut({ inAvailable: true, condition: 'Lost' })).toBe(false);
    expect(isAvailableForCheckOut({ inAvailable: false, condition: 'Good' })).toBe(false);
  });

  it('counts the days left of a rental, negative once past', () => {
    expect(rentalDaysLeft('2026-12-01', '2026-11-27')).toBe(4);
    expect(rentalDaysLeft('2026-11-20', '2026-11-27')).toBe(-7);
  });
});
