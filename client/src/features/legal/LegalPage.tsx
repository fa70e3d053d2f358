import { useRouter } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { arPublic } from '../../i18n/ar-public';
import { formatNumber } from '../../lib/format';
import { LEGAL_SECTIONS } from './legal-text';

/** Spec 000 (Privacy policy page): ten numbered sections and a fixed back button to the previous page. */
export function LegalPage() {
  const router = useRouter();
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 pb-28 pt-8">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-black text-white">{arPublic.legal.title}</h1>
        <p className="text-sm text-night-400">{arPublic.legal.updated}</p>
      </header>
      <ol className="flex flex-col gap-4">
        {LEGAL_SECTIONS.map((section, index) => (
          <li key={section.title} className="rounded-2xl border border-night-800 bg-night-900/80 p-5">
            <h2 className="mb-2 text-lg font-extrabold text-white">
              {formatNumber(index + 1)}. {section.title}
            </h2>
            {section.body.map((line) => (
              <p key={line} className="mt-1 leading-relaxed text-night-200">
                {line}
              </p>
            ))}
          </li>
        ))}
      </ol>
      <button
        type="button"
        onClick={() =>
          window.history.length > 1 ? router.history.back() : void router.navigate({ to: '/' })
        }
        className="fixed bottom-5 start-5 z-20 inline-flex min-h-11 items-center gap-2 rounded-full bg-blood-600 px-5 font-bold text-white shadow-xl shadow-black/60 hover:bg-blood-500"
      >
        <ArrowRight className="size-5" aria-hidden />
        {arPublic.legal.back}
      </button>
    </main>
  );
}
