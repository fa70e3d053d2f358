import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw, ShieldCheck } from 'lucide-react';
import { toast } from '../../lib/toast';
import {
  useGetFairnessState,
  useRotateServerSeed,
  useSetClientSeed,
} from '../../api/generated/fairness/fairness';
import type { FairnessStateDto } from '../../api/generated/model/fairnessStateDto';
import { Button } from '../../components/Button';
import { SectionPage } from '../../components/SectionPage';
import { TextField } from '../../components/TextField';
import { arFairness } from '../../i18n/ar-fairness';
import { toastActionError } from '../../lib/action-error';
import { countOf, ROLLS } from '../../lib/count';
import { formatLongDateTime } from '../../lib/format';
import { fairnessProofsRevealed, fairnessStateAnswered } from '../../realtime/answer-writes';
import { Field, ProofPanel } from './ProofPanel';

const t = arFairness.fairness;
const CLIENT_SEED = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * `/dashboard/fairness` (issue 29): the scheme, the current commitment, client seed and nonce with
 * the controls to change the client seed and rotate, the revealed seeds, the recent rolls and, for
 * `?proof=`, the browser's own replay of that roll.
 */
export function FairnessPage({ proofId }: { proofId?: string }) {
  const state = useGetFairnessState();
  return (
    <SectionPage bannerKey="active" title={t.title}>
      <details className="rounded-3xl border border-night-800 bg-night-900/70 p-4 text-night-200 sm:p-6">
        <summary className="cursor-pointer font-bold text-white">{t.schemeTitle}</summary>
        <ul className="mt-3 flex list-disc flex-col gap-2 ps-5 text-sm">
          {t.scheme.map((line) => (
            <li key={line}>{line}</li>
          ))}
          <li>{t.covered}</li>
        </ul>
      </details>
      {proofId && <ProofPanel key={proofId} proofId={proofId} />}
      {state.data && <SeedControls state={state.data} />}
      {state.data && <RecentRolls state={state.data} />}
      {state.data && state.data.revealedSeeds.length > 0 && <RevealedSeeds state={state.data} />}
    </SectionPage>
  );
}

function SeedControls({ state }: { state: FairnessStateDto }) {
  const queryClient = useQueryClient();
  const [clientSeed, setClientSeed] = useState('');
  const [error, setError] = useState<string | undefined>();
  // No push covers this key: the mutation's answer is the state, written here once.
  const write = (next: FairnessStateDto) => fairnessStateAnswered(queryClient, next);
  const save = useSetClientSeed({
    mutation: {
      onSuccess: (next) => {
        write(next);
        setClientSeed('');
        toast.success(t.clientSeedSaved);
      },
      onError: toastActionError,
    },
  });
  const rotate = useRotateServerSeed({
    mutation: {
      onSuccess: (result) => {
        write(result.state);
        // An open proof's seed may be revealed now: read the proofs again.
        fairnessProofsRevealed(queryClient);
        toast.success(t.rotated);
      },
      onError: toastActionError,
    },
  });
  return (
    <section
      data-testid="fairness-state"
      className="flex flex-col gap-4 rounded-3xl border border-night-800 bg-night-900/70 p-4 sm:p-6"
    >
      <h2 className="flex items-center gap-2 text-lg font-bold text-white">
        <ShieldCheck className="size-5 text-emerald-400" aria-hidden />
        {t.current}
      </h2>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <Field label={t.commitment} value={state.commitment} mono />
        <Field label={t.clientSeed} value={state.clientSeed} mono />
        <Field label={t.nonce} value={String(state.nonce)} mono />
        <Field label={t.committedAt} value={formatLongDateTime(state.committedAt) ?? ''} />
      </dl>
      <form
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          if (!CLIENT_SEED.test(clientSeed)) return setError(t.clientSeedInvalid);
          setError(undefined);
          save.mutate({ data: { clientSeed } });
        }}
      >
        <TextField
          label={t.newClientSeed}
          value={clientSeed}
          onChange={(event) => setClientSeed(event.target.value)}
          error={error}
          dir="ltr"
          className="flex-1"
          name="clientSeed"
          autoComplete="off"
        />
        <Button type="submit" pending={save.isPending} data-testid="save-client-seed">
          {t.saveClientSeed}
        </Button>
      </form>
      <Button
        variant="secondary"
        pending={rotate.isPending}
        onClick={() => rotate.mutate()}
        data-testid="rotate-seed"
        className="w-full sm:w-fit"
      >
        <RefreshCw className="size-4" aria-hidden />
        {t.rotate}
      </Button>
    </section>
  );
}

function RecentRolls({ state }: { state: FairnessStateDto }) {
  return (
    <section className="flex flex-col gap-3 rounded-3xl border border-night-800 bg-night-900/70 p-4 sm:p-6">
      <h2 className="text-lg font-bold text-white">{t.recentRolls}</h2>
      {state.recentRolls.length === 0 ? (
        <p className="text-night-300">{t.noRolls}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="recent-rolls">
          {state.recentRolls.map((roll) => (
            <li
              key={roll.proofId}
              className="flex flex-wrap items-center gap-2 rounded-2xl bg-night-800/70 px-3 py-2 text-sm"
            >
              <span className="font-bold text-night-100">{t.kinds[roll.kind]}</span>
              <span className="font-mono text-xs text-night-400" dir="ltr">
                #{roll.nonce}
              </span>
              <span
                className={`rounded-lg px-2 py-0.5 text-xs ${roll.revealed ? 'bg-emerald-500/15 text-emerald-300' : 'bg-amber-500/15 text-amber-300'}`}
              >
                {roll.revealed ? t.revealed : t.hidden}
              </span>
              <span className="flex-1 text-xs text-night-400">{formatLongDateTime(roll.createdAt)}</span>
              <Link
                to="/dashboard/fairness"
                search={{ proof: roll.proofId }}
                className="font-bold text-blood-300 hover:text-blood-200"
                data-testid="roll-check"
              >
                {t.check}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RevealedSeeds({ state }: { state: FairnessStateDto }) {
  return (
    <section className="flex flex-col gap-3 rounded-3xl border border-night-800 bg-night-900/70 p-4 sm:p-6">
      <h2 className="text-lg font-bold text-white">{t.revealedSeeds}</h2>
      <ul className="flex flex-col gap-2" data-testid="revealed-seeds">
        {state.revealedSeeds.map((seed) => (
          <li
            key={seed.commitment}
            className="grid gap-2 rounded-2xl bg-night-800/40 p-2 text-sm sm:grid-cols-2"
          >
            <Field label={t.commitment} value={seed.commitment} mono />
            <Field label={t.revealedSeed} value={seed.serverSeed ?? ''} mono />
            <Field label={t.clientSeed} value={seed.clientSeed} mono />
            <Field label={t.nonce} value={countOf(seed.rolls, ROLLS)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
