import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '../../components/Button';
import { COUNTRY_OPTIONS, GENDER_OPTIONS } from '../../components/profile-options';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { ar } from '../../i18n/ar';
import { arForms } from '../../i18n/ar-forms';
import { setupSchema, type SetupInput, type SetupValues } from './setup.schema';

const empty: SetupInput = { username: '', gender: '', age: '', countryCode: '' };

interface AccountSetupFormProps {
  onSubmit: (values: SetupValues) => void;
  pending: boolean;
  serverError: string | null;
}

/** Spec 000 section 5 (Account setup): submit stays disabled until every field is filled. */
export function AccountSetupForm({ onSubmit, pending, serverError }: AccountSetupFormProps) {
  const form = useForm({ resolver: zodResolver(setupSchema), defaultValues: empty });
  const { errors } = form.formState;
  const values = form.watch();
  const filled = [values.username, values.gender, values.age, values.countryCode].every(
    (v) => v.trim() !== '',
  );
  const f = arForms.fields;
  const age = form.register('age');

  return (
    <form noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2" onSubmit={form.handleSubmit(onSubmit)}>
      <TextField
        className="sm:col-span-2"
        label={f.username}
        autoComplete="username"
        maxLength={15}
        error={errors.username?.message}
        {...form.register('username')}
      />
      <SelectField
        label={f.gender}
        placeholder={f.chooseGender}
        options={GENDER_OPTIONS}
        error={errors.gender?.message}
        {...form.register('gender')}
      />
      <TextField
        label={f.age}
        inputMode="numeric"
        placeholder={f.ageHint}
        maxLength={3}
        error={errors.age?.message}
        {...age}
        onChange={(event) => {
          event.target.value = event.target.value.replace(/\D/g, '');
          return age.onChange(event);
        }}
      />
      <SelectField
        className="sm:col-span-2"
        label={f.country}
        placeholder={f.chooseCountry}
        options={COUNTRY_OPTIONS}
        error={errors.countryCode?.message}
        {...form.register('countryCode')}
      />
      {serverError && (
        <p
          role="alert"
          className="whitespace-pre-line rounded-xl border border-blood-800 bg-blood-950/60 px-4 py-3 text-sm text-blood-300 sm:col-span-2"
        >
          {serverError}
        </p>
      )}
      <Button type="submit" className="w-full sm:col-span-2" disabled={!filled} pending={pending}>
        {pending ? ar.setup.pending : ar.setup.submit}
      </Button>
    </form>
  );
}
