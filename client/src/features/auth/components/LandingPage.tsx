import { Link } from '@tanstack/react-router';
import { LogIn, UserPlus } from 'lucide-react';
import { buttonClass } from '../../../components/Button';
import { GameLogo } from '../../../components/GameLogo';
import { ar } from '../../../i18n/ar';
import { arPublic } from '../../../i18n/ar-public';
import { GoogleButton } from './GoogleButton';
import { GuestPlayButton } from './GuestPlayButton';

export function LandingPage() {
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-lg flex-col items-center justify-center gap-10 px-4 py-10">
      <div className="flex flex-col items-center gap-4">
        <h1>
          <GameLogo size="lg" />
        </h1>
        <p className="max-w-sm text-center text-lg leading-relaxed text-night-300">{ar.app.tagline}</p>
      </div>
      <section className="flex w-full flex-col gap-3 rounded-3xl border border-night-800 bg-night-900/80 p-5 shadow-2xl shadow-black/60 backdrop-blur sm:p-7">
        <GuestPlayButton />
        <p className="text-center text-sm text-night-400">{arPublic.landing.guestHint}</p>
        <div className="my-2 flex items-center gap-3 text-xs text-night-500">
          <span className="h-px flex-1 bg-night-700" />
          {arPublic.auth.or}
          <span className="h-px flex-1 bg-night-700" />
        </div>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Link to="/signup" className={buttonClass('secondary')}>
            <UserPlus className="size-5" aria-hidden />
            {arPublic.landing.signUp}
          </Link>
          <Link to="/login" className={buttonClass('secondary')}>
            <LogIn className="size-5" aria-hidden />
            {arPublic.landing.signIn}
          </Link>
        </div>
        <GoogleButton />
      </section>
      <Link to="/privacy-policy" className="text-sm text-night-400 hover:text-night-200">
        {arPublic.legal.title}
      </Link>
    </main>
  );
}
