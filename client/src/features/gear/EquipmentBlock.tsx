import { Link } from '@tanstack/react-router';
import { useGetInventory } from '../../api/generated/inventory/inventory';
import { ar } from '../../i18n/ar';
import { arGear } from '../../i18n/ar-gear';
import { equippedProperty, inventoryView, SLOTS } from './gear-rules';
import { Bonuses, ItemImage, Panel } from './gear-ui';
import { itemBonuses } from './InventoryPage';

/**
 * The equipment block of `/dashboard/character` (spec 001 section 2.3's equipment list): weapon 1,
 * weapon 2, head and body armor, house, ride and pet, 'غير محدد' where empty. Reads the inventory
 * query, which `inventory:update` keeps live.
 */
export function EquipmentBlock() {
  const t = arGear.gear;
  const inventory = useGetInventory();
  if (!inventory.data) return null;
  const { slots } = inventoryView(inventory.data);
  const property = equippedProperty(inventory.data);
  const rows = [
    ...SLOTS.map((slot) => ({ id: slot, label: t.slots[slot], item: slots[slot] })),
    { id: 'house', label: t.kinds.house, item: property.house },
    { id: 'ride', label: t.kinds.ride, item: property.ride },
    { id: 'pet', label: t.kinds.pet, item: property.pet },
  ];
  return (
    <Panel
      title={t.equipment}
      testId="character-equipment"
      aside={
        <Link to="/dashboard/inventory" className="text-sm font-bold text-blood-300 hover:text-blood-200">
          {ar.nav.inventory}
        </Link>
      }
    >
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {rows.map(({ id, label, item }) => (
          <li
            key={id}
            data-testid={`equipment-${id}`}
            className="flex min-w-0 items-center gap-3 rounded-2xl bg-night-800/70 p-2.5"
          >
            {item ? (
              <ItemImage src={item.imageUrl} alt={item.name} className="size-11 shrink-0 rounded-xl" />
            ) : (
              <div className="size-11 shrink-0 rounded-xl border border-dashed border-night-600" />
            )}
            <div className="flex min-w-0 flex-col gap-1">
              <span className="text-xs text-night-400">{label}</span>
              <span className={`truncate font-bold ${item ? 'text-white' : 'text-night-500'}`}>
                {item ? item.name : t.notSpecified}
              </span>
              {item && <Bonuses bonuses={itemBonuses(item)} />}
            </div>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
