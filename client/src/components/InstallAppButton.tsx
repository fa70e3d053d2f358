import { Download } from 'lucide-react';
import { Button } from './Button';
import { arPwa } from '../i18n/ar-pwa';
import { useInstallPrompt } from '../lib/install-prompt';

/**
 * The settings page's install card (issue 26 part 1): shown only while the browser offers to install
 * the game (`beforeinstallprompt`), gone once it is installed; the button opens the browser's dialog.
 */
export function InstallAppButton() {
  const { available, install } = useInstallPrompt();
  if (!available) return null;
  return (
    <section
      data-testid="install-app"
      className="flex flex-col gap-3 rounded-3xl border border-night-800 bg-night-900/80 p-4 sm:p-6"
    >
      <h2 className="text-lg font-extrabold text-white">{arPwa.install.title}</h2>
      <p className="text-sm leading-7 text-night-300">{arPwa.install.text}</p>
      <Button className="self-start" onClick={() => void install()}>
        <Download className="size-5" aria-hidden />
        {arPwa.install.button}
      </Button>
    </section>
  );
}
