import { Skull } from 'lucide-react';
import { ar } from '../i18n/ar';

/** The game's name with its mark; `size="lg"` for the landing page. */
export function GameLogo({ size = 'md' }: { size?: 'md' | 'lg' }) {
  const large = size === 'lg';
  return (
    <span className={`flex items-center gap-3 ${large ? 'flex-col text-center' : ''}`}>
      <span
        className={`grid place-items-center rounded-2xl bg-gradient-to-b from-blood-500 to-blood-800 text-white shadow-lg shadow-blood-900/50 ${large ? 'size-20' : 'size-10'}`}
      >
        <Skull className={large ? 'size-11' : 'size-6'} aria-hidden />
      </span>
      <span className={`font-black tracking-tight text-white ${large ? 'text-5xl sm:text-6xl' : 'text-xl'}`}>
        {ar.app.title}
      </span>
    </span>
  );
}
