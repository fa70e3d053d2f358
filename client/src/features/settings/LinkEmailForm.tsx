import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { useLinkEmail } from '../../api/generated/auth/auth';
import { errorText } from '../../api/error-text';
import { saveSession } from '../../auth/session';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { arForms } from '../../i18n/ar-forms';
import { arSettings } from '../../i18n/ar-settings';
import { emailField, passwordField } from '../../lib/validation';
import { isAllowedEmailDomain } from '../../lib/email-domain';
import { accountProfileChanged } from '../../realtime/answer-writes';

const linkSchema = z.object({
  email: emailField().refine(isAllowedEmailDomain, arForms.validation.emailNotAllowed),
  password: passwordField(),
});

/**
 * Spec 000 section 4: a guest upgrades to e-mail; the identity is kept, isGuest becomes false and the
 * stored token is replaced (POST /api/auth/link-email answers a new session).
 */
export function LinkEmailForm() {
  const queryClient = useQueryClient();
  const link = useLinkEmail({
    mutation: {
      onSuccess: async (session) => {
        saveSession(session);
        await accountProfileChanged(queryClient);
        toast.success(arSettings.linked);
      },
    },
  });
  const form = useForm({ resolver: zodResolver(linkSchema), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;
  return (
    <section
      data-testid="link-email"
      className="flex flex-col gap-3 rounded-3xl border border-night-800 bg-night-900/80 p-4 sm:p-6"
    >
      <h2 className="text-lg font-extrabold text-white">{arSettings.linkTitle}</h2>
      <p className="text-sm text-night-300">{arSettings.linkIntro}</p>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit((values) => link.mutate({ data: values }))}
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
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        {link.isError && (
          <p role="alert" className="whitespace-pre-line text-sm text-blood-300">
            {errorText(link.error)}
          </p>
        )}
        <Button type="submit" pending={link.isPending}>
          {link.isPending ? arSettings.linkPending : arSettings.linkSubmit}
        </Button>
      </form>
    </section>
  );
}
