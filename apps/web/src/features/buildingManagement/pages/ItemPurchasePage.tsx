import { equipmentPurchaseForm, TOOL_QUANTITY, toolPurchaseForm } from '@hgn/domain/buildingManagement';
import { toolMessages } from '@hgn/domain/messages';
import { buildingPaths } from '../../../shared/routing/buildingPaths';
import { useEquipmentPurchase, useItemTypes, useToolPurchase, type ItemCategory } from '../api/toolsApi';
import { PurchaseRequestPage } from '../components/PurchaseRequestPage';

const request = {
  projectId: '',
  quantity: 1,
  priority: 'Low',
  estTime: '',
  desc: '',
  makeModel: '',
} as const;
const details = [
  { name: 'estTime', label: 'Estimated time needed' },
  { name: 'makeModel', label: 'Preferred make and model' },
  { name: 'desc', label: 'Usage description', multiline: true },
] as const;

/** What the tool and the equipment purchase pages share: everything but the contract. */
function useItemPurchase(category: ItemCategory) {
  const types = useItemTypes(category);
  return {
    title: category,
    typeLabel: category,
    back:
      category === 'Tool'
        ? { to: buildingPaths.buildingTools, label: 'Tools' }
        : { to: buildingPaths.buildingEquipment, label: 'Equipment' },
    projectField: 'projectId',
    projectPlaceholder: toolMessages.projectRequired,
    typePlaceholder: `Choose a ${category.toLowerCase()}`,
    types: {
      data: types.data?.map((type) => ({ value: type._id, label: type.name })),
      isError: types.isError,
    },
    quantity: { min: TOOL_QUANTITY.min, max: TOOL_QUANTITY.max, allowDecimal: false },
    details,
    requested: toolMessages.purchaseRequested,
    refusedFallback: toolMessages.purchaseQuantity,
  } as const;
}

/** A request to buy tools of a type for a project. */
export function ToolPurchasePage() {
  const shared = useItemPurchase('Tool');
  const purchase = useToolPurchase();
  return (
    <PurchaseRequestPage
      {...shared}
      schema={toolPurchaseForm}
      blank={{ ...request, toolId: '' }}
      typeField="toolId"
      send={(body) => purchase.mutateAsync(body)}
      sending={purchase.isPending}
    />
  );
}

/** A request to buy or rent equipment of a type for a project. */
export function EquipmentPurchasePage() {
  const shared = useItemPurchase('Equipment');
  const purchase = useEquipmentPurchase();
  return (
    <PurchaseRequestPage
      {...shared}
      schema={equipmentPurchaseForm}
      blank={{ ...request, equipmentId: '' }}
      typeField="equipmentId"
      send={(body) => purchase.mutateAsync(body)}
      sending={purchase.isPending}
    />
  );
}
