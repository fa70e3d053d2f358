import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Link } from '@tanstack/react-router';
import { useRequestPasswordReset } from '../../../api/generated/auth/auth';
import { errorText } from '../../../api/error-text';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { arPublic } from '../../../i18n/ar-public';
import { arForms } from '../../../i18n/ar-forms';
import { emailField } from '../../../lib/validation';
import { AuthCard, FormError } from './AuthCard';

const schema = z.object({ email: emailField() });

/** The password reset request form: POST /api/auth/password-reset/request. */
export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { email: '' } });
  const { errors } = form.formState;
  return (
    <AuthCard
      title={arPublic.passwordReset.requestTitle}
      footer={
        <Link to="/login" className="font-bold text-blood-400 hover:text-blood-300">
          {arPublic.landing.signIn}
        </Link>
      }
    >
      {request.isSuccess ? (
        <p role="status" className="leading-relaxed text-emerald-300">
          {arPublic.passwordReset.requestSent}
        </p>
      ) : (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={form.handleSubmit((values) => request.mutate({ data: values }))}
        >
          <p className="text-sm text-night-300">{arPublic.passwordReset.requestIntro}</p>
          <TextField
            label={arForms.fields.email}
            type="email"
            dir="ltr"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <FormError message={request.isError ? errorText(request.error) : null} />
          <Button type="submit" pending={request.isPending} className="w-full">
            {arPublic.passwordReset.requestSubmit}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
