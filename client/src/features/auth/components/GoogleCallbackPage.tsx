import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { toast } from '../../../lib/toast';
import { useCompleteGoogleSignIn, useLinkGoogle } from '../../../api/generated/auth/auth';
import { takeGoogleLinkIntent } from '../../../auth/google-link';
import { saveSession } from '../../../auth/session';
import { errorText } from '../../../api/error-text';
import { buttonClass } from '../../../components/Button';
import { LoadingScreen } from '../../../components/LoadingScreen';
import { arPublic } from '../../../i18n/ar-public';
import { arSettings } from '../../../i18n/ar-settings';
import { useCompleteSignIn } from '../use-complete-sign-in';
import { AuthCard, FormError } from './AuthCard';

/**
 * `/auth/callback`: Google sent the player back with `code` and `state`; the server finishes the
 * sign-in, or, when a guest started a link from the settings screen, links Google to that guest
 * (spec 000 section 4: same identity, a new session) and returns to the settings.
 */
export function GoogleCallbackPage({ code, state }: { code?: string; state?: string }) {
  const completeSignIn = useCompleteSignIn();
  const navigate = useNavigate();
  const complete = useCompleteGoogleSignIn({ mutation: { onSuccess: completeSignIn } });
  const link = useLinkGoogle({
    mutation: {
      onSuccess: async (session) => {
        saveSession(session);
        toast.success(arSettings.googleLinked);
        await navigate({ to: '/dashboard/settings', replace: true });
      },
    },
  });
  const [linking] = useState(() => takeGoogleLinkIntent());
  const call = linking ? link : complete;
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !code || !state) return;
    started.current = true;
    call.mutate({ data: { code, state } });
  }, [code, state, call]);

  if (code && state && !call.isError) return <LoadingScreen message={arPublic.auth.callbackPending} />;
  return (
    <AuthCard title={arPublic.auth.google}>
      <div className="flex flex-col gap-4">
        <FormError message={call.isError ? errorText(call.error) : arPublic.auth.callbackMissing} />
        <Link to={linking ? '/dashboard/settings' : '/login'} className={buttonClass('secondary')}>
          {linking ? arSettings.title : arPublic.landing.signIn}
        </Link>
      </div>
    </AuthCard>
  );
}
