import { PawPrint } from 'lucide-react';
import {
  getGetPetsQueryKey,
  getListPetsForAdminQueryKey,
  useCreatePet,
  useDeletePet,
  useListPetsForAdmin,
  useTogglePetStatus,
  useUpdatePet,
  useUploadPetImage,
} from '../../../api/generated/pets/pets';
import { ar } from '../../../i18n/ar-admin';
import type { CatalogueFormProps } from '../AdminCatalogueSection';
import { currencyOptions, rarityOptions } from '../gear-form-options';
import { GearItemForm } from '../GearItemForm';
import { PropertyCatalogueSection } from '../PropertyCatalogueSection';
import {
  PET_FORM_DEFAULTS,
  formToPetBody,
  petNumbers,
  petToForm,
  validatePetForm,
  type PetFormValues,
} from './pet-form';

/** Spec 002 section 2.3: the pets screen (a list only, expandable cards), its modal form, toggle and delete. */
export function AdminPetsSection() {
  const t = ar.adminPets;
  const pets = useListPetsForAdmin({ query: { staleTime: 30_000 } });
  return (
    <PropertyCatalogueSection
      testIds={{
        section: 'admin-pets',
        total: 'admin-pets-total',
        enabled: 'admin-pets-active',
        add: 'admin-pet-add',
      }}
      texts={{ ...t, sorts: {}, loading: ar.adminGear.loading, statusLabels: ar.adminGear.statusFilters }}
      totalIcon={<PawPrint className="size-5 text-gold-400" aria-hidden />}
      items={pets}
      invalidates={[getListPetsForAdminQueryKey(), getGetPetsQueryKey()]}
      create={useCreatePet()}
      update={useUpdatePet()}
      remove={useDeletePet()}
      toggleStatus={useTogglePetStatus()}
      viewToggle={false}
      cardTestId="admin-pet-card"
      stats={(pet) => [{ label: t.fields.powerBonus, value: pet.powerBonus }]}
      form={{ Component: PetForm, defaults: PET_FORM_DEFAULTS, fromItem: petToForm, toBody: formToPetBody }}
    />
  );
}

function PetForm(props: CatalogueFormProps<PetFormValues>) {
  const t = ar.adminPets;
  const upload = useUploadPetImage();
  return (
    <GearItemForm
      {...props}
      upload={upload}
      config={{
        testId: 'pet-form',
        layout: 'modal',
        titles: { create: t.createTitle, edit: t.editTitle },
        labels: { name: t.fields.name, description: t.fields.description },
        numbers: [{ key: 'cost', label: t.fields.cost, min: 1 }, ...petNumbers()],
        selects: [
          { key: 'rarity', label: ar.adminGear.rarity, options: rarityOptions() },
          { key: 'currency', label: ar.adminGear.currency, options: currencyOptions('blackcoin') },
        ],
        validate: validatePetForm,
      }}
    />
  );
}
