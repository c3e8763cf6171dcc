import {
  equipmentPurchaseForm,
  TOOL_QUANTITY,
  toolPurchaseForm,
  type EquipmentPurchaseInput,
  type ToolPurchaseInput,
} from '@hgn/domain/buildingManagement';
import { toolMessages } from '@hgn/domain/messages';
import { buildingPaths } from '../../../shared/routing/buildingPaths';
import { useEquipmentPurchase, useItemTypes, useToolPurchase } from '../api/toolsApi';
import { PurchaseRequestPage } from '../components/PurchaseRequestPage';

const request = {
  projectId: '',
  quantity: 1,
  priority: 'Low',
  estTime: '',
  desc: '',
  makeModel: '',
} as const;
const quantity = { min: TOOL_QUANTITY.min, max: TOOL_QUANTITY.max, allowDecimal: false };
const details = <Input extends ToolPurchaseInput | EquipmentPurchaseInput>() =>
  [
    { name: 'estTime', label: 'Estimated time needed' },
    { name: 'makeModel', label: 'Preferred make and model' },
    { name: 'desc', label: 'Usage description', multiline: true },
  ] as { name: keyof Input & string; label: string; multiline?: boolean }[];

const typeOptions = (types: { _id: string; name: string }[] | undefined) =>
  types?.map((type) => ({ value: type._id, label: type.name }));

/** A request to buy tools of a type for a project. */
export function ToolPurchasePage() {
  const types = useItemTypes('Tool');
  const purchase = useToolPurchase();
  return (
    <PurchaseRequestPage
      title="Tool"
      typeLabel="Tool"
      back={{ to: buildingPaths.buildingTools, label: 'Tools' }}
      schema={toolPurchaseForm}
      blank={{ ...request, toolId: '' }}
      projectField="projectId"
      typeField="toolId"
      projectPlaceholder={toolMessages.projectRequired}
      typePlaceholder="Choose a tool"
      types={{ data: typeOptions(types.data), isError: types.isError }}
      quantity={quantity}
      details={details<ToolPurchaseInput>()}
      send={(body) => purchase.mutateAsync(body)}
      sending={purchase.isPending}
      requested={toolMessages.purchaseRequested}
      refusedFallback={toolMessages.purchaseQuantity}
    />
  );
}

/** A request to buy or rent equipment of a type for a project. */
export function EquipmentPurchasePage() {
  const types = useItemTypes('Equipment');
  const purchase = useEquipmentPurchase();
  return (
    <PurchaseRequestPage
      title="Equipment"
      typeLabel="Equipment"
      back={{ to: buildingPaths.buildingEquipment, label: 'Equipment' }}
      schema={equipmentPurchaseForm}
      blank={{ ...request, equipmentId: '' }}
      projectField="projectId"
      typeField="equipmentId"
      projectPlaceholder={toolMessages.projectRequired}
      typePlaceholder="Choose a equipment"
      types={{ data: typeOptions(types.data), isError: types.isError }}
      quantity={quantity}
      details={details<EquipmentPurchaseInput>()}
      send={(body) => purchase.mutateAsync(body)}
      sending={purchase.isPending}
      requested={toolMessages.purchaseRequested}
      refusedFallback={toolMessages.purchaseQuantity}
    />
  );
}
