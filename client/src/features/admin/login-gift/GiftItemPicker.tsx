import { useId, useState } from 'react';
import { Package } from 'lucide-react';
import type { GiftableItemsDto } from '../../../api/generated/model/giftableItemsDto';
import type { GiftItemType } from '../../../api/generated/model/giftItemType';
import { Modal } from '../../../components/Modal';
import { TabPanel, Tabs } from '../../../components/Tabs';
import { ar } from '../../../i18n/ar-admin';
import { formatNumber } from '../../../lib/format';

const GIFT_ITEM_TYPES = ['weapon', 'armor', 'special_item'] as const satisfies readonly GiftItemType[];

interface PickerItem {
  id: number;
  name: string;
  imageUrl: string;
  detail: string;
}

/** Spec 002 section 3: the available-items lookup as a picker with three tabs (weapons, armors, special items). */
export function GiftItemPicker({
  open,
  items,
  onPick,
  onClose,
}: {
  open: boolean;
  items: GiftableItemsDto | undefined;
  onPick: (item: { itemType: GiftItemType; itemId: number; name: string }) => void;
  onClose: () => void;
}) {
  const t = ar.adminLoginGift;
  const [tab, setTab] = useState<GiftItemType>('weapon');
  const tabsId = useId();
  const lists: Record<GiftItemType, PickerItem[]> = {
    weapon: (items?.weapons ?? []).map((w) => ({ ...w, detail: `${t.damage} ${formatNumber(w.damage)}` })),
    armor: (items?.armors ?? []).map((a) => ({ ...a, detail: `${t.def} ${formatNumber(a.def)}` })),
    special_item: (items?.specialItems ?? []).map((s) => ({
      ...s,
      detail: (ar.adminSpecialItems.types as Record<string, string>)[s.type] ?? s.type,
    })),
  };
  return (
    <Modal open={open} title={t.pickerTitle} onClose={onClose} priority={5}>
      <div className="flex flex-col gap-3" data-testid="gift-item-picker">
        <Tabs
          id={tabsId}
          label={t.pickerTabsLabel}
          variant="segmented"
          items={GIFT_ITEM_TYPES.map((key) => ({ value: key, label: t.pickerTabs[key] }))}
          value={tab}
          onChange={setTab}
        />
        <TabPanel id={tabsId} value={tab}>
          {lists[tab].length === 0 ? (
            <p className="py-6 text-center text-sm text-night-400">{t.noItems}</p>
          ) : (
            <ul className="grid max-h-80 grid-cols-2 gap-2 overflow-y-auto sm:grid-cols-3">
              {lists[tab].map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    data-testid="gift-item-option"
                    onClick={() => onPick({ itemType: tab, itemId: item.id, name: item.name })}
                    className="flex w-full flex-col items-center gap-1 rounded-xl border border-night-700 bg-night-900 p-2 text-center hover:border-gold-400"
                  >
                    {item.imageUrl ? (
                      <img src={item.imageUrl} alt="" className="size-12 rounded-lg object-cover" />
                    ) : (
                      <Package className="size-12 text-night-500" aria-hidden />
                    )}
                    <span className="line-clamp-1 text-sm font-bold text-white">{item.name}</span>
                    <span className="text-xs text-night-400">{item.detail}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </TabPanel>
      </div>
    </Modal>
  );
}
