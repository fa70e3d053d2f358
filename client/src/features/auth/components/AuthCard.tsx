import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { GameLogo } from '../../../components/GameLogo';
import { arPublic } from '../../../i18n/ar-public';

/** The frame of the sign-in, sign-up and Google-return pages. */
export function AuthCard({
  title,
  children,
  footer,
}: {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center gap-6 px-4 py-8">
      <div className="flex items-center justify-between">
        <Link to="/" aria-label={arPublic.auth.backHome}>
          <GameLogo />
        </Link>
        <Link to="/" className="flex items-center gap-1 text-sm text-night-300 hover:text-white">
          <ArrowRight className="size-4" aria-hidden />
          {arPublic.auth.backHome}
        </Link>
      </div>
      <section className="rounded-3xl border border-night-800 bg-night-900/85 p-5 shadow-2xl shadow-black/60 backdrop-blur sm:p-7">
        <h1 className="mb-5 text-2xl font-extrabold text-white">{title}</h1>
        {children}
      </section>
      {footer && <div className="text-center text-sm text-night-300">{footer}</div>}
    </main>
  );
}

export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="whitespace-pre-line rounded-xl border border-blood-800 bg-blood-950/60 px-4 py-3 text-sm text-blood-300"
    >
      {message}
    </p>
  );
}
