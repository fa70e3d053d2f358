import { useState } from 'react';
import { HardHat, Shield, ShieldHalf } from 'lucide-react';
import {
  getGetShopQueryKey,
  getListArmorsForAdminQueryKey,
  useCreateArmor,
  useDeleteArmor,
  useListArmorsForAdmin,
  useUpdateArmor,
  useUploadArmorImage,
} from '../../../api/generated/shop/shop';
import type { ArmorDto } from '../../../api/generated/model/armorDto';
import { DataTable } from '../../../components/DataTable';
import { ar } from '../../../i18n/ar-admin';
import { formatNumber } from '../../../lib/format';
import { AdminCatalogueSection, type CatalogueFormProps } from '../AdminCatalogueSection';
import { StatCard } from '../AdminListControls';
import { DeleteButton, EditButton, StatusPill } from '../CatalogueItemControls';
import { currencyOptions, rarityOptions } from '../gear-form-options';
import { CatalogueImage, FilterSelect, PriceTag, RarityStars } from '../GearBadges';
import { GearItemForm } from '../GearItemForm';
import {
  ARMOR_FORM_DEFAULTS,
  ARMOR_SORTS,
  armorCompare,
  armorToForm,
  countSlots,
  formToArmorBody,
  validateArmorForm,
  type ArmorFormValues,
  type SlotFilter,
} from './armor-form';

/**
 * Spec 001 section 2.6: total, head and body counts, sorts (defense by default, name, price, rarity),
 * status and slot filters, search, the table with edit and delete per row (delete asks
 * 'هل أنت متأكد من حذف هذا الدرع؟'; an owned armor is refused with the server's sentence) and the
 * full-page form. The active flag is set in the form.
 */
export function AdminArmorsSection() {
  const t = ar.adminArmors;
  const armors = useListArmorsForAdmin({ query: { staleTime: 30_000 } });
  const create = useCreateArmor();
  const update = useUpdateArmor();
  const remove = useDeleteArmor();
  const [slot, setSlot] = useState<SlotFilter>('all');
  const slotOptions = [
    { value: 'all' as SlotFilter, label: t.allSlots },
    { value: 'head' as SlotFilter, label: t.slots.head },
    { value: 'body' as SlotFilter, label: t.slots.body },
  ];
  return (
    <AdminCatalogueSection
      testIds={{
        section: 'admin-armors',
        total: 'admin-armors-total',
        enabled: 'admin-armors-active',
        add: 'admin-armor-add',
      }}
      texts={{ ...t, statusLabels: ar.adminGear.statusFilters }}
      totalIcon={<Shield className="size-5 text-sky-400" aria-hidden />}
      items={armors}
      invalidates={[getListArmorsForAdminQueryKey(), getGetShopQueryKey()]}
      create={create}
      update={update}
      remove={remove}
      sorts={ARMOR_SORTS}
      compare={armorCompare}
      keep={(armor) => slot === 'all' || armor.slot === slot}
      controls={
        <FilterSelect
          label={t.slot}
          value={slot}
          options={slotOptions}
          onChange={setSlot}
          testId="admin-slot"
        />
      }
      summary={(list) => <ArmorSummary armors={list} />}
      form={{
        Component: ArmorForm,
        defaults: ARMOR_FORM_DEFAULTS,
        fromItem: armorToForm,
        toBody: formToArmorBody,
        fullPage: true,
      }}
    >
      {(shown, actions) =>
        shown.length > 0 && (
          <DataTable
            rows={shown}
            rowKey={(armor) => armor.id}
            rowProps={(armor) => ({ 'data-testid': 'admin-armor-row', 'data-name': armor.name })}
            columns={[
              {
                key: 'name',
                header: t.fields.name,
                cell: (armor) => (
                  <div className="flex items-center gap-2">
                    <CatalogueImage src={armor.imageUrl} className="size-10 shrink-0 rounded-lg" />
                    <div className="min-w-0">
                      <p className="font-bold text-white">{armor.name}</p>
                      <p className="line-clamp-1 text-xs text-night-400">{armor.description}</p>
                    </div>
                  </div>
                ),
              },
              {
                key: 'slot',
                header: t.slot,
                className: 'text-night-200',
                cell: (armor) => t.slots[armor.slot],
              },
              {
                key: 'def',
                header: t.fields.def,
                className: 'text-night-200',
                cell: (armor) => formatNumber(armor.def),
              },
              {
                key: 'hpBonus',
                header: t.fields.hpBonus,
                className: 'text-night-200',
                cell: (armor) => formatNumber(armor.hpBonus),
              },
              {
                key: 'price',
                header: t.fields.price,
                cell: (armor) => <PriceTag amount={armor.price} currency={armor.currency} />,
              },
              {
                key: 'rarity',
                header: ar.adminGear.rarity,
                cell: (armor) => <RarityStars rarity={armor.rarity} />,
              },
              {
                key: 'status',
                header: ar.adminCommon.filter,
                cell: (armor) => <StatusPill enabled={armor.isActive !== false} labels={ar.adminGear} />,
              },
            ]}
            actionsHeader={ar.adminCommon.actions}
            actions={(armor) => (
              <>
                <EditButton onClick={() => actions.edit(armor)} />
                <DeleteButton onClick={() => actions.remove(armor)} />
              </>
            )}
          />
        )
      }
    </AdminCatalogueSection>
  );
}

function ArmorSummary({ armors }: { armors: ArmorDto[] }) {
  const t = ar.adminArmors;
  const counts = countSlots(armors);
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <StatCard
        label={t.total}
        value={counts.total}
        testId="admin-armors-total"
        icon={<Shield className="size-5 text-sky-400" aria-hidden />}
      />
      <StatCard
        label={t.head}
        value={counts.head}
        testId="admin-armors-head"
        icon={<HardHat className="size-5 text-gold-400" aria-hidden />}
      />
      <StatCard
        label={t.body}
        value={counts.body}
        testId="admin-armors-body"
        icon={<ShieldHalf className="size-5 text-emerald-400" aria-hidden />}
      />
    </div>
  );
}

function ArmorForm(props: CatalogueFormProps<ArmorFormValues>) {
  const t = ar.adminArmors;
  const upload = useUploadArmorImage();
  return (
    <GearItemForm
      {...props}
      upload={upload}
      config={{
        testId: 'armor-form',
        layout: 'page',
        titles: { create: t.createTitle, edit: t.editTitle },
        labels: { name: t.fields.name, description: t.fields.description },
        numbers: [
          { key: 'def', label: t.fields.def, min: 1 },
          { key: 'hpBonus', label: t.fields.hpBonus, min: 0 },
          { key: 'price', label: t.fields.price, min: 1 },
        ],
        selects: [
          {
            key: 'slot',
            label: t.slot,
            options: [
              { value: 'body', label: t.slots.body },
              { value: 'head', label: t.slots.head },
            ],
          },
          { key: 'rarity', label: ar.adminGear.rarity, options: rarityOptions() },
          { key: 'currency', label: ar.adminGear.currency, options: currencyOptions('blackcoin') },
        ],
        validate: validateArmorForm,
      }}
    />
  );
}
