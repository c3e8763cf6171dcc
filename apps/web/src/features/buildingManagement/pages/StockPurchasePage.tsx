import { STOCK_QUANTITY_MAX, stockPurchaseInput, type CountedCategory } from '@hgn/domain/buildingManagement';
import { TEXT_MAX } from '@hgn/domain/limits';
import { stockMessages } from '@hgn/domain/messages';
import { useInventoryTypes } from '../api/inventoryTypesApi';
import { useRequestPurchase } from '../api/stockApi';
import { PurchaseRequestPage } from '../components/PurchaseRequestPage';
import { STOCK_PAGES } from '../stock/stockCategories';

/** A request to buy a quantity of a counted type for a project. */
function StockPurchasePage({ category }: { category: CountedCategory }) {
  const names = STOCK_PAGES[category];
  const types = useInventoryTypes(category);
  const purchase = useRequestPurchase(category);
  return (
    <PurchaseRequestPage
      title={names.plural}
      typeLabel={names.singular}
      back={{ to: names.list, label: names.plural }}
      schema={stockPurchaseInput}
      blank={{ primaryId: '', secondaryId: '', quantity: 1, priority: 'Medium', brand: '' }}
      projectField="primaryId"
      typeField="secondaryId"
      projectPlaceholder={stockMessages.chooseProject}
      typePlaceholder={stockMessages.chooseType}
      types={{
        data: types.data?.map((type) => ({
          value: type._id,
          label: type.unit ? `${type.name} (${type.unit})` : type.name,
        })),
        isError: types.isError,
      }}
      quantity={{ min: 0, max: STOCK_QUANTITY_MAX, allowDecimal: true }}
      details={[{ name: 'brand', label: 'Brand', maxLength: TEXT_MAX.title }]}
      send={(body) => purchase.mutateAsync(body)}
      sending={purchase.isPending}
      requested={stockMessages.purchaseRequested}
      refusedFallback={stockMessages.quantityPositive}
    />
  );
}

export const MaterialPurchasePage = () => <StockPurchasePage category="Material" />;
export const ConsumablePurchasePage = () => <StockPurchasePage category="Consumable" />;
export const ReusablePurchasePage = () => <StockPurchasePage category="Reusable" />;
