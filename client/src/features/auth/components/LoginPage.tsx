import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useSignIn } from '../../../api/generated/auth/auth';
import { errorText } from '../../../api/error-text';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { arPublic } from '../../../i18n/ar-public';
import { arForms } from '../../../i18n/ar-forms';
import { loginSchema } from '../login.schema';
import { useCompleteSignIn } from '../use-complete-sign-in';
import { AuthCard, FormError } from './AuthCard';
import { GoogleButton } from './GoogleButton';

export function LoginPage() {
  const completeSignIn = useCompleteSignIn();
  const signIn = useSignIn({ mutation: { onSuccess: completeSignIn } });
  const form = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;

  return (
    <AuthCard
      title={arPublic.auth.loginTitle}
      footer={
        <>
          {arPublic.auth.noAccount}{' '}
          <Link to="/signup" className="font-bold text-blood-400 hover:text-blood-300">
            {arPublic.landing.signUp}
          </Link>
        </>
      }
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit((values) => signIn.mutate({ data: values }))}
      >
        <TextField
          label={arForms.fields.email}
          type="email"
          dir="ltr"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label={arForms.fields.password}
          type="password"
          dir="ltr"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Link to="/forgot-password" className="-mt-2 self-start text-sm text-night-300 hover:text-white">
          {arPublic.passwordReset.forgot}
        </Link>
        <FormError message={signIn.isError ? errorText(signIn.error) : null} />
        <Button type="submit" pending={signIn.isPending} className="w-full">
          {signIn.isPending ? arPublic.auth.loginPending : arPublic.auth.loginSubmit}
        </Button>
        <GoogleButton />
      </form>
    </AuthCard>
  );
}
