import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { Download, FileJson, ShieldAlert, Unlink } from 'lucide-react';
import {
  downloadDataExport,
  useGetDataExport,
  useRequestDataExport,
  useRequestDeletion,
} from '../../api/generated/account/account';
import { useGetAccountProfile, useUnlinkGoogle } from '../../api/generated/auth/auth';
import { errorText } from '../../api/error-text';
import { clearSession } from '../../auth/session';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { useConfirm } from '../../components/use-confirm';
import { arDataRights as t } from '../../i18n/ar-data-rights';
import { countOf, DAYS } from '../../lib/count';
import { formatLongDateTime } from '../../lib/format';
import { accountProfileChanged, dataExportChanged } from '../../realtime/answer-writes';

/** The grace period before erasure, in days (the server's DELETION_GRACE_DAYS; its answer repeats it). */
const GRACE_DAYS = 7;
/** How often a copy being prepared is asked about again, in ms. */
const PREPARING_POLL_MS = 2000;

const card = 'flex flex-col gap-3 rounded-3xl border border-night-800 bg-night-900/80 p-4 sm:p-6';

/** Saves a JSON value as a file through a temporary object URL. */
function saveJson(value: unknown, name: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Issue 26 part 5: request a copy (one a day), watch it being prepared, download it while the link lasts. */
function DataExportCard() {
  const queryClient = useQueryClient();
  const status = useGetDataExport({
    query: {
      refetchInterval: (query) => (query.state.data?.status === 'preparing' ? PREPARING_POLL_MS : false),
    },
  });
  const request = useRequestDataExport({
    mutation: {
      onSuccess: (next) => {
        dataExportChanged(queryClient, next);
        toast.success(t.exportRequested);
      },
      onError: (error) => toast.error(errorText(error)),
    },
  });
  const [downloading, setDownloading] = useState(false);
  const data = status.data;
  const download = async (path: string) => {
    setDownloading(true);
    try {
      saveJson(await downloadDataExport(path.split('/').pop()!), 'darkcity-data.json');
    } catch (error) {
      toast.error(errorText(error) || t.exportDownloadFailed);
    } finally {
      setDownloading(false);
    }
  };
  const nextAt = formatLongDateTime(data?.nextAllowedAt);
  return (
    <section data-testid="data-export" className={card}>
      <h3 className="flex items-center gap-2 font-bold text-white">
        <FileJson className="size-5 text-blood-400" aria-hidden />
        {t.exportTitle}
      </h3>
      <p className="text-sm text-night-300">{t.exportIntro}</p>
      {data?.status === 'preparing' && (
        <p role="status" data-testid="data-export-preparing" className="text-sm text-amber-300">
          {t.exportPreparing}
        </p>
      )}
      {data?.status === 'failed' && (
        <p role="alert" className="text-sm text-blood-300">
          {t.exportFailed}
        </p>
      )}
      {data?.status === 'ready' && data.downloadPath && (
        <div data-testid="data-export-ready" className="flex flex-col gap-2 rounded-2xl bg-night-800/70 p-3">
          <p className="font-bold text-emerald-300">{t.exportReady}</p>
          <p className="text-sm text-night-300">
            {t.exportExpires(formatLongDateTime(data.expiresAt) ?? '')}
          </p>
          <Button
            variant="secondary"
            pending={downloading}
            data-testid="data-export-download"
            onClick={() => void download(data.downloadPath!)}
          >
            <Download className="size-4" aria-hidden />
            {t.exportDownload}
          </Button>
        </div>
      )}
      {nextAt ? (
        <p data-testid="data-export-next" className="text-sm text-night-400">
          {t.exportNext(nextAt)}
        </p>
      ) : (
        <Button
          data-testid="data-export-request"
          pending={request.isPending}
          disabled={status.isPending}
          onClick={() => request.mutate()}
        >
          {t.exportRequest}
        </Button>
      )}
    </section>
  );
}

/** Issue 26 part 6: unlink Google, with the password; only while an e-mail and a password remain. */
function UnlinkGoogleCard({ hasPassword }: { hasPassword: boolean }) {
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const unlink = useUnlinkGoogle({
    mutation: {
      onSuccess: async () => {
        setPassword('');
        await accountProfileChanged(queryClient);
        toast.success(t.googleUnlinked);
      },
      onError: (error) => setProblem(errorText(error)),
    },
  });
  return (
    <section data-testid="unlink-google" className={card}>
      <h3 className="flex items-center gap-2 font-bold text-white">
        <Unlink className="size-5 text-blood-400" aria-hidden />
        {t.googleTitle}
      </h3>
      {!hasPassword ? (
        <p className="text-sm text-night-300">{t.googleOnly}</p>
      ) : (
        <form
          noValidate
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (!password) return setProblem(t.passwordRequired);
            setProblem(null);
            unlink.mutate({ data: { password } });
          }}
        >
          <p className="text-sm text-night-300">{t.googleIntro}</p>
          <TextField
            label={t.password}
            type="password"
            dir="ltr"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          {problem && (
            <p role="alert" className="text-sm text-blood-300">
              {problem}
            </p>
          )}
          <Button
            type="submit"
            variant="secondary"
            pending={unlink.isPending}
            data-testid="unlink-google-submit"
          >
            {t.googleUnlink}
          </Button>
        </form>
      )}
    </section>
  );
}

/**
 * Issue 26 part 4: delete the account. Confirmed with the password (a Google-only account: a fresh
 * Google sign-in within 5 minutes, checked by the server) and a second question; the account is
 * closed at once, so the player is signed out here and lands on /login.
 */
function DeleteAccountCard({ hasPassword, isGuest }: { hasPassword: boolean; isGuest: boolean }) {
  const navigate = useNavigate();
  const { confirm, dialog } = useConfirm();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const days = countOf(GRACE_DAYS, DAYS);
  const remove = useRequestDeletion({
    mutation: {
      onSuccess: async (answer) => {
        toast.success(answer.message, { id: 'account-deletion', duration: 10_000 });
        clearSession();
        sessionStorage.clear();
        await navigate({ to: '/login', replace: true });
      },
      onError: (error) => setProblem(errorText(error)),
    },
  });
  const submit = async () => {
    if (hasPassword && !password) return setProblem(t.passwordRequired);
    setProblem(null);
    if (!(await confirm(t.deleteConfirm(days)))) return;
    remove.mutate({ data: hasPassword ? { password } : {} });
  };
  return (
    <section data-testid="delete-account" className={`${card} border-blood-900/70`}>
      <h3 className="flex items-center gap-2 font-bold text-blood-300">
        <ShieldAlert className="size-5" aria-hidden />
        {t.deleteTitle}
      </h3>
      <p className="text-sm text-night-200">{t.deleteIntro(days)}</p>
      <p className="text-sm text-night-400">{t.deleteWhat}</p>
      {isGuest ? (
        <p className="text-sm text-amber-300">{t.deleteGuest}</p>
      ) : (
        <form
          noValidate
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {hasPassword ? (
            <TextField
              label={t.password}
              type="password"
              dir="ltr"
              autoComplete="current-password"
              value={password}
              data-testid="delete-account-password"
              onChange={(event) => setPassword(event.target.value)}
            />
          ) : (
            <p className="text-sm text-amber-300">{t.deleteGoogle}</p>
          )}
          {problem && (
            <p role="alert" className="text-sm text-blood-300">
              {problem}
            </p>
          )}
          <Button type="submit" pending={remove.isPending} data-testid="delete-account-submit">
            {t.deleteButton}
          </Button>
        </form>
      )}
      {dialog}
    </section>
  );
}

/** `/dashboard/settings`: the privacy page's data rights (spec 000 section 1; issue 26 parts 4 to 6). */
export function DataRightsSection() {
  const profile = useGetAccountProfile();
  const user = profile.data?.user;
  if (!user) return null;
  return (
    <section
      data-testid="data-rights"
      className="flex flex-col gap-4 rounded-3xl border border-night-800 bg-night-950/60 p-4 sm:p-6"
    >
      <div>
        <h2 className="text-lg font-extrabold text-white">{t.title}</h2>
        <p className="text-sm text-night-300">{t.intro}</p>
      </div>
      <DataExportCard />
      {user.googleLinked && <UnlinkGoogleCard hasPassword={user.hasPassword} />}
      <DeleteAccountCard hasPassword={user.hasPassword} isGuest={user.isGuest} />
    </section>
  );
}
