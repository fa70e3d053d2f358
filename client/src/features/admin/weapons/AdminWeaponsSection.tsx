import { useState } from 'react';
import { Sword } from 'lucide-react';
import {
  getGetShopQueryKey,
  getListWeaponsForAdminQueryKey,
  useCreateWeapon,
  useListWeaponsForAdmin,
  useUpdateWeapon,
  useUploadWeaponImage,
} from '../../../api/generated/shop/shop';
import type { WeaponDto } from '../../../api/generated/model/weaponDto';
import { ar } from '../../../i18n/ar-admin';
import { formatNumber } from '../../../lib/format';
import {
  AdminCatalogueSection,
  toggleVia,
  type CatalogueFormProps,
  type CatalogueItemActions,
} from '../AdminCatalogueSection';
import { EditButton, StatusPill } from '../CatalogueItemControls';
import { Switch } from '../../../components/Switch';
import { keepRarity, type RarityFilter } from '../gear-catalogue';
import { currencyOptions, rarityOptions } from '../gear-form-options';
import { CatalogueImage, PriceTag, RarityFilterSelect, RarityStars } from '../GearBadges';
import { GearItemForm } from '../GearItemForm';
import {
  WEAPON_FORM_DEFAULTS,
  WEAPON_SORTS,
  formToWeaponBody,
  validateWeaponForm,
  weaponCompare,
  weaponToForm,
  type WeaponFormValues,
} from './weapon-form';

/**
 * Spec 001 section 2.5: total and active counts, sorts (name, damage, price, rarity), status and
 * rarity filters, search with the result count, a card grid with edit and the active toggle (no
 * delete button), and the modal form with the image. Changes refetch the admin list and the shop.
 */
export function AdminWeaponsSection() {
  const t = ar.adminWeapons;
  const weapons = useListWeaponsForAdmin({ query: { staleTime: 30_000 } });
  const create = useCreateWeapon();
  const update = useUpdateWeapon();
  const [rarity, setRarity] = useState<RarityFilter>('all');
  return (
    <AdminCatalogueSection
      testIds={{
        section: 'admin-weapons',
        total: 'admin-weapons-total',
        enabled: 'admin-weapons-active',
        add: 'admin-weapon-add',
      }}
      texts={{ ...t, statusLabels: ar.adminGear.statusFilters }}
      totalIcon={<Sword className="size-5 text-blood-400" aria-hidden />}
      items={weapons}
      invalidates={[getListWeaponsForAdminQueryKey(), getGetShopQueryKey()]}
      create={create}
      update={update}
      toggle={toggleVia(update, (weapon: WeaponDto) => ({ isActive: !weapon.isActive }))}
      sorts={WEAPON_SORTS}
      compare={weaponCompare}
      keep={keepRarity(rarity)}
      controls={<RarityFilterSelect value={rarity} onChange={setRarity} />}
      form={{
        Component: WeaponForm,
        defaults: WEAPON_FORM_DEFAULTS,
        fromItem: weaponToForm,
        toBody: formToWeaponBody,
      }}
    >
      {(shown, actions) =>
        shown.length > 0 && (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((weapon) => (
              <WeaponCard key={weapon.id} weapon={weapon} actions={actions} />
            ))}
          </ul>
        )
      }
    </AdminCatalogueSection>
  );
}

function WeaponForm(props: CatalogueFormProps<WeaponFormValues>) {
  const t = ar.adminWeapons;
  const upload = useUploadWeaponImage();
  return (
    <GearItemForm
      {...props}
      upload={upload}
      config={{
        testId: 'weapon-form',
        layout: 'modal',
        titles: { create: t.createTitle, edit: t.editTitle },
        labels: { name: t.fields.name, description: t.fields.description },
        numbers: [
          { key: 'damage', label: t.fields.damage, min: 1 },
          { key: 'energyBonus', label: t.fields.energyBonus, min: 0 },
          { key: 'price', label: t.fields.price, min: 1 },
        ],
        selects: [
          { key: 'rarity', label: ar.adminGear.rarity, options: rarityOptions() },
          { key: 'currency', label: ar.adminGear.currency, options: currencyOptions('blackcoin') },
        ],
        validate: validateWeaponForm,
      }}
    />
  );
}

function WeaponCard({ weapon, actions }: { weapon: WeaponDto; actions: CatalogueItemActions<WeaponDto> }) {
  const f = ar.adminWeapons.fields;
  return (
    <li
      data-testid="admin-weapon-card"
      data-name={weapon.name}
      data-active={weapon.isActive}
      className={`flex flex-col overflow-hidden rounded-2xl border bg-night-900/80 ${
        weapon.isActive ? 'border-night-800' : 'border-night-800 opacity-70'
      }`}
    >
      <CatalogueImage src={weapon.imageUrl} className="aspect-[16/9] w-full" />
      <div className="flex flex-1 flex-col gap-2 p-3">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="min-w-0 flex-1 truncate font-extrabold text-white">{weapon.name}</h3>
          <StatusPill enabled={weapon.isActive} labels={ar.adminGear} />
        </div>
        <RarityStars rarity={weapon.rarity} />
        {weapon.description && (
          <p className="line-clamp-2 text-xs leading-5 text-night-300">{weapon.description}</p>
        )}
        <dl className="grid grid-cols-3 gap-2 text-center text-xs">
          <div className="rounded-lg bg-night-950/70 p-1.5">
            <dt className="text-night-400">{f.damage}</dt>
            <dd className="font-bold text-blood-300">{formatNumber(weapon.damage)}</dd>
          </div>
          <div className="rounded-lg bg-night-950/70 p-1.5">
            <dt className="text-night-400">{f.energyBonus}</dt>
            <dd className="font-bold text-sky-300">{formatNumber(weapon.energyBonus)}</dd>
          </div>
          <div className="rounded-lg bg-night-950/70 p-1.5">
            <dt className="text-night-400">{f.price}</dt>
            <dd>
              <PriceTag amount={weapon.price} currency={weapon.currency} />
            </dd>
          </div>
        </dl>
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          <EditButton onClick={() => actions.edit(weapon)} />
          <Switch
            checked={weapon.isActive}
            label={ar.adminGear.active}
            pending={actions.isToggling(weapon)}
            onChange={() => actions.toggle(weapon)}
            testId="admin-weapon-toggle"
          />
        </div>
      </div>
    </li>
  );
}
