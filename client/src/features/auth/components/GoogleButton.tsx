import { useGetAuthProviders } from '../../../api/generated/auth/auth';
import { buttonClass } from '../../../components/Button';
import { arPublic } from '../../../i18n/ar-public';

/** Shown only when the server has Google sign-in configured; the server redirects to Google. */
export function GoogleButton() {
  const providers = useGetAuthProviders();
  if (!providers.data?.google) return null;
  return (
    <a href="/api/auth/google/authorize" className={buttonClass('secondary', 'w-full')}>
      <svg viewBox="0 0 24 24" className="size-5" aria-hidden>
        <path
          fill="#EA4335"
          d="M12 10.2v3.9h5.4c-.2 1.3-1.6 3.8-5.4 3.8-3.3 0-5.9-2.7-5.9-6s2.7-6 5.9-6c1.9 0 3.1.8 3.8 1.5l2.6-2.5C16.8 3.3 14.6 2.3 12 2.3 6.7 2.3 2.4 6.6 2.4 12s4.3 9.7 9.6 9.7c5.5 0 9.2-3.9 9.2-9.4 0-.6-.1-1.1-.2-1.6H12z"
        />
      </svg>
      {arPublic.auth.google}
    </a>
  );
}
