import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useSignUp } from '../../../api/generated/auth/auth';
import { errorText } from '../../../api/error-text';
import { Button } from '../../../components/Button';
import { COUNTRY_OPTIONS, GENDER_OPTIONS } from '../../../components/profile-options';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { arPublic } from '../../../i18n/ar-public';
import { arForms } from '../../../i18n/ar-forms';
import { findCountry } from '../../../lib/countries';
import { signupSchema, type SignupInput } from '../signup.schema';
import { useCompleteSignIn } from '../use-complete-sign-in';
import { AuthCard, FormError } from './AuthCard';

const empty: SignupInput = { username: '', email: '', password: '', age: '', gender: '', countryCode: '' };

export function SignupPage() {
  const completeSignIn = useCompleteSignIn();
  const signUp = useSignUp({ mutation: { onSuccess: completeSignIn } });
  const form = useForm({ resolver: zodResolver(signupSchema), defaultValues: empty });
  const { errors } = form.formState;
  const f = arForms.fields;

  return (
    <AuthCard
      title={arPublic.auth.signupTitle}
      footer={
        <>
          {arPublic.auth.haveAccount}{' '}
          <Link to="/login" className="font-bold text-blood-400 hover:text-blood-300">
            {arPublic.landing.signIn}
          </Link>
        </>
      }
    >
      <form
        noValidate
        className="grid grid-cols-1 gap-4 sm:grid-cols-2"
        onSubmit={form.handleSubmit((values) =>
          signUp.mutate({
            data: { ...values, countryName: findCountry(values.countryCode)?.nameAr ?? values.countryCode },
          }),
        )}
      >
        <TextField
          className="sm:col-span-2"
          label={f.username}
          autoComplete="username"
          maxLength={15}
          error={errors.username?.message}
          {...form.register('username')}
        />
        <TextField
          className="sm:col-span-2"
          label={f.email}
          type="email"
          dir="ltr"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          className="sm:col-span-2"
          label={f.password}
          type="password"
          dir="ltr"
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <TextField
          label={f.age}
          inputMode="numeric"
          placeholder={f.ageHint}
          error={errors.age?.message}
          {...form.register('age')}
        />
        <SelectField
          label={f.gender}
          placeholder={f.chooseGender}
          options={GENDER_OPTIONS}
          error={errors.gender?.message}
          {...form.register('gender')}
        />
        <SelectField
          className="sm:col-span-2"
          label={f.country}
          placeholder={f.chooseCountry}
          options={COUNTRY_OPTIONS}
          error={errors.countryCode?.message}
          {...form.register('countryCode')}
        />
        <div className="flex flex-col gap-4 sm:col-span-2">
          <FormError message={signUp.isError ? errorText(signUp.error) : null} />
          <Button type="submit" pending={signUp.isPending} className="w-full">
            {signUp.isPending ? arPublic.auth.signupPending : arPublic.auth.signupSubmit}
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}
