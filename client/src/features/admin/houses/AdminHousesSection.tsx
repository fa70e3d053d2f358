import { Home } from 'lucide-react';
import {
  getGetHousesQueryKey,
  getListHousesForAdminQueryKey,
  useCreateHouse,
  useDeleteHouse,
  useListHousesForAdmin,
  useToggleHouseStatus,
  useUpdateHouse,
  useUploadHouseImage,
} from '../../../api/generated/houses/houses';
import { ar } from '../../../i18n/ar-admin';
import type { CatalogueFormProps } from '../AdminCatalogueSection';
import { currencyOptions, rarityOptions } from '../gear-form-options';
import { GearItemForm } from '../GearItemForm';
import { PropertyCatalogueSection } from '../PropertyCatalogueSection';
import {
  HOUSE_FORM_DEFAULTS,
  HOUSE_TYPES,
  formToHouseBody,
  houseNumbers,
  houseToForm,
  validateHouseForm,
  type HouseFormValues,
} from './house-form';

/** Spec 002 section 2.2: the houses screen (grid or list), its modal form, toggle and delete. */
export function AdminHousesSection() {
  const t = ar.adminHouses;
  const houses = useListHousesForAdmin({ query: { staleTime: 30_000 } });
  return (
    <PropertyCatalogueSection
      testIds={{
        section: 'admin-houses',
        total: 'admin-houses-total',
        enabled: 'admin-houses-active',
        add: 'admin-house-add',
      }}
      texts={{ ...t, sorts: {}, loading: ar.adminGear.loading, statusLabels: ar.adminGear.statusFilters }}
      totalIcon={<Home className="size-5 text-gold-400" aria-hidden />}
      items={houses}
      invalidates={[getListHousesForAdminQueryKey(), getGetHousesQueryKey()]}
      create={useCreateHouse()}
      update={useUpdateHouse()}
      remove={useDeleteHouse()}
      toggleStatus={useToggleHouseStatus()}
      viewToggle
      cardTestId="admin-house-card"
      stats={(house) => [
        { label: t.fields.defenseBonus, value: house.defenseBonus },
        { label: t.fields.hpBonus, value: house.hpBonus },
        { label: t.fields.capacity, value: house.capacity },
      ]}
      details={(house) => [{ label: t.fields.type, value: t.types[house.type] }]}
      form={{
        Component: HouseForm,
        defaults: HOUSE_FORM_DEFAULTS,
        fromItem: houseToForm,
        toBody: formToHouseBody,
      }}
    />
  );
}

function HouseForm(props: CatalogueFormProps<HouseFormValues>) {
  const t = ar.adminHouses;
  const upload = useUploadHouseImage();
  return (
    <GearItemForm
      {...props}
      upload={upload}
      config={{
        testId: 'house-form',
        layout: 'modal',
        titles: { create: t.createTitle, edit: t.editTitle },
        labels: { name: t.fields.name, description: t.fields.description },
        numbers: [{ key: 'cost', label: t.fields.cost, min: 1 }, ...houseNumbers()],
        selects: [
          {
            key: 'type',
            label: t.fields.type,
            options: HOUSE_TYPES.map((type) => ({ value: type, label: t.types[type] })),
          },
          { key: 'rarity', label: ar.adminGear.rarity, options: rarityOptions() },
          { key: 'currency', label: ar.adminGear.currency, options: currencyOptions('blackcoins') },
        ],
        validate: validateHouseForm,
      }}
    />
  );
}
