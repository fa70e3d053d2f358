import { Car } from 'lucide-react';
import {
  getGetRidesQueryKey,
  getListRidesForAdminQueryKey,
  useCreateRide,
  useDeleteRide,
  useListRidesForAdmin,
  useToggleRideStatus,
  useUpdateRide,
  useUploadRideImage,
} from '../../../api/generated/rides/rides';
import { ar } from '../../../i18n/ar-admin';
import type { CatalogueFormProps } from '../AdminCatalogueSection';
import { currencyOptions, rarityOptions } from '../gear-form-options';
import { GearItemForm } from '../GearItemForm';
import { PropertyCatalogueSection } from '../PropertyCatalogueSection';
import {
  RIDE_FORM_DEFAULTS,
  formToRideBody,
  rideNumbers,
  rideToForm,
  validateRideForm,
  type RideFormValues,
} from './ride-form';

/** Spec 002 section 2.4: the rides screen (grid or list), its modal form, toggle and delete. */
export function AdminRidesSection() {
  const t = ar.adminRides;
  const rides = useListRidesForAdmin({ query: { staleTime: 30_000 } });
  return (
    <PropertyCatalogueSection
      testIds={{
        section: 'admin-rides',
        total: 'admin-rides-total',
        enabled: 'admin-rides-active',
        add: 'admin-ride-add',
      }}
      texts={{ ...t, sorts: {}, loading: ar.adminGear.loading, statusLabels: ar.adminGear.statusFilters }}
      totalIcon={<Car className="size-5 text-sky-400" aria-hidden />}
      items={rides}
      invalidates={[getListRidesForAdminQueryKey(), getGetRidesQueryKey()]}
      create={useCreateRide()}
      update={useUpdateRide()}
      remove={useDeleteRide()}
      toggleStatus={useToggleRideStatus()}
      viewToggle
      cardTestId="admin-ride-card"
      stats={(ride) => [
        { label: t.fields.attackBonus, value: ride.attackBonus },
        { label: t.fields.defenseBonus, value: ride.defenseBonus },
      ]}
      form={{
        Component: RideForm,
        defaults: RIDE_FORM_DEFAULTS,
        fromItem: rideToForm,
        toBody: formToRideBody,
      }}
    />
  );
}

function RideForm(props: CatalogueFormProps<RideFormValues>) {
  const t = ar.adminRides;
  const upload = useUploadRideImage();
  return (
    <GearItemForm
      {...props}
      upload={upload}
      config={{
        testId: 'ride-form',
        layout: 'modal',
        titles: { create: t.createTitle, edit: t.editTitle },
        labels: { name: t.fields.name, description: t.fields.description },
        numbers: [{ key: 'cost', label: t.fields.cost, min: 1 }, ...rideNumbers()],
        selects: [
          { key: 'rarity', label: ar.adminGear.rarity, options: rarityOptions() },
          { key: 'currency', label: ar.adminGear.currency, options: currencyOptions('blackcoin') },
        ],
        validate: validateRideForm,
        uploadToast: ar.adminGear.uploadSucceeded,
      }}
    />
  );
}
