import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Link } from '@tanstack/react-router';
import { useResetPassword } from '../../../api/generated/auth/auth';
import { errorText } from '../../../api/error-text';
import { Button, buttonClass } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { arPublic } from '../../../i18n/ar-public';
import { passwordField } from '../../../lib/validation';
import { AuthCard, FormError } from './AuthCard';

const schema = z.object({ password: passwordField(arPublic.passwordReset.newPassword) });

/** `/reset-password?token=`: sets a new password through POST /api/auth/password-reset/confirm. */
export function ResetPasswordPage({ token }: { token: string | undefined }) {
  const reset = useResetPassword();
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { password: '' } });
  const { errors } = form.formState;
  return (
    <AuthCard title={arPublic.passwordReset.confirmTitle}>
      {!token ? (
        <FormError message={arPublic.passwordReset.missingToken} />
      ) : reset.isSuccess ? (
        <div className="flex flex-col gap-4">
          <p role="status" className="text-emerald-300">
            {arPublic.passwordReset.done}
          </p>
          <Link to="/login" className={buttonClass('primary', 'w-full')}>
            {arPublic.landing.signIn}
          </Link>
        </div>
      ) : (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={form.handleSubmit((values) =>
            reset.mutate({ data: { token, password: values.password } }),
          )}
        >
          <TextField
            label={arPublic.passwordReset.newPassword}
            type="password"
            dir="ltr"
            autoComplete="new-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <FormError message={reset.isError ? errorText(reset.error) : null} />
          <Button type="submit" pending={reset.isPending} className="w-full">
            {arPublic.passwordReset.confirmSubmit}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
