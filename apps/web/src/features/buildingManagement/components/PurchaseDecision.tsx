import { useState } from 'react';
import { Button, Group, NumberInput, Stack } from '@mantine/core';
import { STOCK_QUANTITY_MAX, TOOL_QUANTITY, UNIT_PRICE_MAX } from '@hgn/domain/buildingManagement';
import { stockMessages } from '@hgn/domain/messages';
import { toastRefusal, toastSuccess } from '../../../ui/notify';
import { useDecidePurchase } from '../api/stockApi';

/**
 * Approves a pending purchase with the quantity bought and the unit price paid, or rejects it. Tools
 * and equipment are bought whole (`wholeQuantity`); counted stock may be bought in parts.
 */
export function PurchaseDecision({
  purchase,
  wholeQuantity = false,
}: {
  purchase: { _id: string; quantity: number };
  wholeQuantity?: boolean;
}) {
  const decide = useDecidePurchase();
  const [quantity, setQuantity] = useState<number | string>(purchase.quantity);
  const [unitPrice, setUnitPrice] = useState<number | string>('');
  const send = async (status: 'Approved' | 'Rejected') => {
    try {
      await decide.mutateAsync({
        purchaseId: purchase._id,
        status,
        ...(status === 'Approved' && typeof quantity === 'number' ? { quantity } : {}),
        ...(status === 'Approved' && typeof unitPrice === 'number' ? { unitPrice } : {}),
      });
      toastSuccess(`Purchase ${status.toLowerCase()}.`);
    } catch (error) {
      toastRefusal(error, stockMessages.purchaseNotFound);
    }
  };
  // Two rows, the figures above the buttons, so the decision fits the dialog's last column whole.
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="nowrap">
        <NumberInput
          aria-label="Quantity bought"
          size="xs"
          w={100}
          min={wholeQuantity ? TOOL_QUANTITY.min : 0}
          max={wholeQuantity ? TOOL_QUANTITY.max : STOCK_QUANTITY_MAX}
          allowDecimal={!wholeQuantity}
          value={quantity}
          onChange={setQuantity}
        />
        <NumberInput
          aria-label="Price per unit (USD)"
          placeholder="Unit price"
          size="xs"
          w={110}
          min={0}
          max={UNIT_PRICE_MAX}
          decimalScale={2}
          prefix="$"
          value={unitPrice}
          onChange={setUnitPrice}
        />
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Button
          size="xs"
          loading={decide.isPending}
          disabled={typeof quantity !== 'number' || quantity <= 0}
          onClick={() => void send('Approved')}
        >
          Approve
        </Button>
        <Button
          size="xs"
          color="red"
          variant="light"
          loading={decide.isPending}
          onClick={() => void send('Rejected')}
        >
          Reject
        </Button>
      </Group>
    </Stack>
  );
}
