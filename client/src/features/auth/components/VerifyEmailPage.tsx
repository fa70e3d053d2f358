import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { CheckCircle2 } from 'lucide-react';
import { useVerifyEmail } from '../../../api/generated/auth/auth';
import { errorText } from '../../../api/error-text';
import { buttonClass } from '../../../components/Button';
import { arPublic } from '../../../i18n/ar-public';
import { AuthCard, FormError } from './AuthCard';

/** `/verify-email?token=`: confirms the address through POST /api/auth/verify-email. */
export function VerifyEmailPage({ token }: { token: string | undefined }) {
  const verify = useVerifyEmail();
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate({ data: { token } });
  }, [token, verify]);

  return (
    <AuthCard title={arPublic.verifyEmail.title}>
      <div className="flex flex-col gap-4">
        {!token && <FormError message={arPublic.verifyEmail.missingToken} />}
        {token && verify.isPending && (
          <p role="status" className="text-night-300">
            {arPublic.verifyEmail.pending}
          </p>
        )}
        {verify.isError && <FormError message={errorText(verify.error)} />}
        {verify.isSuccess && (
          <p role="status" className="flex items-center gap-2 font-bold text-emerald-300">
            <CheckCircle2 className="size-5" aria-hidden />
            {arPublic.verifyEmail.done}
          </p>
        )}
        <Link to="/dashboard" className={buttonClass('secondary', 'w-full')}>
          {arPublic.verifyEmail.continue}
        </Link>
      </div>
    </AuthCard>
  );
}
