import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Clock, Crosshair, Droplets, UserRound, X } from 'lucide-react';
import { toast } from '../../lib/toast';
import {
  cancelBloodContract,
  executeBloodContract,
  getGetBloodContractsQueryOptions,
} from '../../api/generated/blood-contracts/blood-contracts';
import type { BloodContractDto } from '../../api/generated/model/bloodContractDto';
import { errorText } from '../../api/error-text';
import { useSession } from '../../auth/use-session';
import { Button } from '../../components/Button';
import { Countdown } from '../../components/Countdown';
import { ErrorPanel } from '../../components/ErrorPanel';
import { EmptyState, SectionPage } from '../../components/SectionPage';
import { ar } from '../../i18n/ar';
import { arPvp } from '../../i18n/ar-pvp';
import { secondsUntil } from '../../lib/countdown';
import { formatMoney, formatNumber } from '../../lib/format';
import { useNow } from '../../lib/use-now';
import { ContractForm } from './ContractForm';
import './nav-state';
import { FeatureLockPanel } from '../../components/FeatureGate';
import { lockedLevel } from '../../lib/feature-lock';

/**
 * `/dashboard/blood-contracts` (spec 000 section 2; DESIGN.md section 6): open contracts with their
 * target, poster, reward and expiry countdown; post one, execute one (not your own, not on you) or
 * cancel your own. Executing goes to /dashboard/blood-contract-result with the result.
 */
export function BloodContractsPage() {
  const session = useSession();
  return (
    <SectionPage bannerKey="bloodContract" title={ar.nav.bloodContracts}>
      {session ? <Contracts /> : <EmptyState title={arPvp.pvp.signInRequired} />}
    </SectionPage>
  );
}

function Contracts() {
  const navigate = useNavigate();
  const list = useQuery({ ...getGetBloodContractsQueryOptions(), retry: false });
  const [busy, setBusy] = useState<number | null>(null);
  const t = arPvp.contracts;
  const locked = lockedLevel(list.error, 'bloodContracts');

  const execute = async (contract: BloodContractDto) => {
    setBusy(contract.id);
    try {
      const result = await executeBloodContract(contract.id);
      void navigate({
        to: '/dashboard/blood-contract-result',
        state: (s) => ({ ...s, contractResult: result }),
      });
    } catch (error) {
      toast.error(errorText(error) || t.executeFailed);
      setBusy(null);
    }
  };

  const cancel = async (contract: BloodContractDto) => {
    setBusy(contract.id);
    try {
      await cancelBloodContract(contract.id);
      toast.success(t.cancelled);
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setBusy(null);
    }
  };

  if (locked !== null) return <FeatureLockPanel level={locked} />;

  return (
    <>
      <p className="text-night-300">{t.intro}</p>
      <ContractForm />
      <h2 className="text-xl font-bold text-white">{t.open}</h2>
      {list.isPending && (
        <p role="status" className="text-night-300">
          {arPvp.pvp.loading}
        </p>
      )}
      {list.isError && <ErrorPanel detail={errorText(list.error)} onRetry={() => list.refetch()} />}
      {list.data && list.data.contracts.length === 0 && <EmptyState title={t.empty} />}
      {list.data && list.data.contracts.length > 0 && (
        <ul className="grid gap-3 md:grid-cols-2" data-testid="contracts">
          {list.data.contracts.map((contract) => (
            <ContractCard
              key={contract.id}
              contract={contract}
              busy={busy === contract.id}
              disabled={busy !== null}
              onExecute={() => void execute(contract)}
              onCancel={() => void cancel(contract)}
            />
          ))}
        </ul>
      )}
    </>
  );
}

function ContractCard({
  contract,
  busy,
  disabled,
  onExecute,
  onCancel,
}: {
  contract: BloodContractDto;
  busy: boolean;
  disabled: boolean;
  onExecute: () => void;
  onCancel: () => void;
}) {
  const now = useNow();
  const left = secondsUntil(new Date(contract.expiresAt).getTime(), now);
  const t = arPvp.contracts;
  return (
    <li
      data-testid="contract"
      data-contract-id={contract.id}
      className={`flex flex-col gap-3 rounded-2xl border bg-night-900/70 p-4 ${
        contract.isTarget ? 'border-blood-600/70' : 'border-night-800'
      }`}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 items-center gap-2">
          <Crosshair className="size-6 shrink-0 text-blood-400" aria-hidden />
          <div className="flex min-w-0 flex-col">
            <span className="text-xs text-night-400">{t.target}</span>
            <span className="truncate font-bold text-white" data-testid="contract-target">
              {contract.targetName}
            </span>
            <span className="text-xs text-night-300">
              {arPvp.pvp.level(formatNumber(contract.targetLevel))}
            </span>
          </div>
        </div>
        {contract.isOwn && (
          <span className="rounded-full bg-night-700 px-2 py-0.5 text-xs font-bold text-night-100">
            {t.own}
          </span>
        )}
        {contract.isTarget && (
          <span className="rounded-full bg-blood-600/20 px-2 py-0.5 text-xs font-bold text-blood-300">
            {t.onYou}
          </span>
        )}
      </div>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div className="flex flex-col">
          <dt className="inline-flex items-center gap-1 text-xs text-night-400">
            <UserRound className="size-3.5" aria-hidden />
            {t.poster}
          </dt>
          <dd className="truncate text-night-100">{contract.posterName}</dd>
        </div>
        <div className="flex flex-col">
          <dt className="inline-flex items-center gap-1 text-xs text-night-400">
            <Droplets className="size-3.5" aria-hidden />
            {t.reward}
          </dt>
          <dd className="font-bold text-emerald-300" data-testid="contract-reward">
            {formatMoney(contract.reward)}
          </dd>
        </div>
        <div className="flex flex-col">
          <dt className="inline-flex items-center gap-1 text-xs text-night-400">
            <Clock className="size-3.5" aria-hidden />
            {t.expiresIn}
          </dt>
          <dd className="text-night-100">
            {left > 0 ? <Countdown seconds={left} testId="contract-expiry" /> : t.expired}
          </dd>
        </div>
      </dl>
      {contract.isOwn ? (
        <Button variant="secondary" pending={busy} disabled={disabled} onClick={onCancel}>
          <X className="size-4" aria-hidden />
          {t.cancel}
        </Button>
      ) : (
        !contract.isTarget && (
          <Button
            pending={busy}
            disabled={disabled || left <= 0}
            onClick={onExecute}
            data-testid="contract-execute"
          >
            <Crosshair className="size-4" aria-hidden />
            {t.execute}
          </Button>
        )
      )}
    </li>
  );
}
