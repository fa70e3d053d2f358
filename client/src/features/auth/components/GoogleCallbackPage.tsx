import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { useCompleteGoogleSignIn } from '../../../api/generated/auth/auth';
import { errorText } from '../../../api/error-text';
import { buttonClass } from '../../../components/Button';
import { LoadingScreen } from '../../../components/LoadingScreen';
import { ar } from '../../../i18n/ar';
import { useCompleteSignIn } from '../use-complete-sign-in';
import { AuthCard, FormError } from './AuthCard';

/** `/auth/callback`: Google sent the player back with `code` and `state`; the server finishes the sign-in. */
export function GoogleCallbackPage({ code, state }: { code?: string; state?: string }) {
  const completeSignIn = useCompleteSignIn();
  const complete = useCompleteGoogleSignIn({ mutation: { onSuccess: completeSignIn } });
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !code || !state) return;
    started.current = true;
    complete.mutate({ data: { code, state } });
  }, [code, state, complete]);

  if (code && state && !complete.isError) return <LoadingScreen message={ar.auth.callbackPending} />;
  return (
    <AuthCard title={ar.auth.google}>
      <div className="flex flex-col gap-4">
        <FormError message={complete.isError ? errorText(complete.error) : ar.auth.callbackMissing} />
        <Link to="/login" className={buttonClass('secondary')}>
          {ar.landing.signIn}
        </Link>
      </div>
    </AuthCard>
  );
}
