import { useGetAuthProviders } from '../../api/generated/auth/auth';
import { startGoogleLink } from '../../auth/google-link';
import { buttonClass } from '../../components/Button';
import { arSettings } from '../../i18n/ar-settings';

/**
 * Spec 000 section 4: a guest links Google, keeping the character (isGuest becomes false). Shown only
 * when the server has Google configured; the browser goes through the same authorize flow as a
 * sign-in, and `/auth/callback` finishes it as a link.
 */
export function LinkGoogleButton() {
  const providers = useGetAuthProviders();
  if (!providers.data?.google) return null;
  return (
    <a
      href="/api/auth/google/authorize"
      data-testid="link-google"
      onClick={() => startGoogleLink()}
      className={buttonClass('secondary', 'w-full')}
    >
      {arSettings.linkGoogle}
    </a>
  );
}
