import { Skull } from 'lucide-react';
import {
  getGetCrimesQueryKey,
  getListCrimesForAdminQueryKey,
  useCreateCrime,
  useDeleteCrime,
  useListCrimesForAdmin,
  useUpdateCrime,
} from '../../../api/generated/crimes/crimes';
import type { CrimeAdminDto } from '../../../api/generated/model/crimeAdminDto';
import { Countdown } from '../../../components/Countdown';
import { ar } from '../../../i18n/ar-admin';
import { formatMoney, formatNumber, formatPercent } from '../../../lib/format';
import { byField } from '../admin-list';
import { AdminCatalogueSection, toggleVia, type CatalogueItemActions } from '../AdminCatalogueSection';
import { DeleteButton, EditButton, StatusPill } from '../CatalogueItemControls';
import { Switch } from '../../../components/Switch';
import {
  CRIME_FORM_DEFAULTS,
  CRIME_SORT_FIELD,
  CRIME_SORTS,
  crimeToForm,
  formToCrimeBody,
} from './crime-form';
import { CrimeFormModal } from './CrimeFormModal';

/** Spec 001 section 2.4: stat cards, sort, filter, search, the crime cards and their modal form. */
export function AdminCrimesSection() {
  const t = ar.adminCrimes;
  const crimes = useListCrimesForAdmin({ query: { staleTime: 30_000 } });
  const create = useCreateCrime();
  const update = useUpdateCrime();
  const remove = useDeleteCrime();
  return (
    <AdminCatalogueSection
      testIds={{
        section: 'admin-crimes',
        total: 'admin-crimes-total',
        enabled: 'admin-crimes-active',
        add: 'admin-crime-add',
      }}
      texts={{ ...t, enabled: t.active }}
      totalIcon={<Skull className="size-5 text-blood-400" aria-hidden />}
      items={crimes}
      invalidates={[getListCrimesForAdminQueryKey(), getGetCrimesQueryKey()]}
      create={create}
      update={update}
      remove={remove}
      toggle={toggleVia(update, (crime: CrimeAdminDto) => ({ isEnabled: !crime.isEnabled }))}
      sorts={CRIME_SORTS}
      compare={(sort) => byField<CrimeAdminDto>(CRIME_SORT_FIELD[sort])}
      form={{
        Component: CrimeFormModal,
        defaults: CRIME_FORM_DEFAULTS,
        fromItem: crimeToForm,
        toBody: formToCrimeBody,
      }}
    >
      {(shown, actions) => (
        <ul className="grid gap-3 lg:grid-cols-2">
          {shown.map((crime) => (
            <AdminCrimeRow key={crime.id} crime={crime} actions={actions} />
          ))}
        </ul>
      )}
    </AdminCatalogueSection>
  );
}

function AdminCrimeRow({
  crime,
  actions,
}: {
  crime: CrimeAdminDto;
  actions: CatalogueItemActions<CrimeAdminDto>;
}) {
  const f = ar.adminCrimes.fields;
  const outcome = ar.adminCrimes.outcomes[crime.failOutcome];
  const minutes = crime.failOutcome === 'jail' ? crime.jailMinutes : crime.hospitalMinutes;
  return (
    <li
      data-testid="admin-crime-row"
      data-name={crime.name}
      data-enabled={crime.isEnabled}
      className="flex gap-3 rounded-2xl border border-night-800 bg-night-900/80 p-3"
    >
      <img
        src={crime.imageUrl}
        alt=""
        className="size-20 shrink-0 rounded-xl bg-night-800 object-cover"
        loading="lazy"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="truncate font-extrabold text-white">{crime.name}</h3>
          <StatusPill enabled={crime.isEnabled} />
        </div>
        <p className="text-xs leading-5 text-night-300">
          {f.reqLevel} {formatNumber(crime.req_level)} · {f.energyCost} {formatNumber(crime.energyCost)} ·{' '}
          {ar.crimes.successRate} {formatPercent(crime.successRate)} · {formatMoney(crime.reward)} ·{' '}
          {f.expReward} {formatNumber(crime.expReward)} · {ar.crimes.cooldown}{' '}
          <Countdown seconds={crime.cooldown} /> · {outcome} {ar.adminCrimes.minutes(minutes)}
        </p>
        <div className="flex flex-wrap gap-2">
          <EditButton onClick={() => actions.edit(crime)} />
          <Switch
            checked={crime.isEnabled}
            label={ar.adminCommon.enabled}
            pending={actions.isToggling(crime)}
            onChange={() => actions.toggle(crime)}
            testId="admin-crime-toggle"
          />
          <DeleteButton onClick={() => actions.remove(crime)} />
        </div>
      </div>
    </li>
  );
}
