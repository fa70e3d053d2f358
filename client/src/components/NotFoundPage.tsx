import { Link } from '@tanstack/react-router';
import { ar } from '../i18n/ar';
import { buttonClass } from './Button';
import { GameLogo } from './GameLogo';

export function NotFoundPage() {
  return (
    <main className="grid min-h-dvh place-items-center p-6 text-center">
      <div className="flex flex-col items-center gap-5">
        <GameLogo />
        <p className="text-7xl font-black text-blood-600">٤٠٤</p>
        <h1 className="text-2xl font-extrabold text-white">{ar.notFound.title}</h1>
        <p className="text-night-300">{ar.notFound.text}</p>
        <Link to="/" className={buttonClass('secondary')}>
          {ar.notFound.backHome}
        </Link>
      </div>
    </main>
  );
}
