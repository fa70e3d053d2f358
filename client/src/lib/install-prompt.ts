import { useSyncExternalStore } from 'react';

/** Chromium's `beforeinstallprompt` event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

let offered: BeforeInstallPromptEvent | null = null;
let captured = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * Keeps the browser's install offer (issue 26): `beforeinstallprompt` fires once, early, whatever page
 * is open, so it is held here from the app's start until the settings page's button uses it; its
 * default (Chromium's own mini bar) is prevented, the button offers the same. `appinstalled` drops
 * it. Called once by the root route (PwaRoot); calling again adds nothing.
 */
export function captureInstallPrompt(target: Window = window): void {
  if (captured) return;
  captured = true;
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offered = event as BeforeInstallPromptEvent;
    notify();
  });
  target.addEventListener('appinstalled', () => {
    offered = null;
    notify();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The install offer for a button: `available` while the browser offers installing (not once installed,
 * nor in the installed app, where the event never fires); `install()` shows the browser's dialog and
 * resolves to the player's answer ('accepted' | 'dismissed'), or null when nothing was offered. An
 * offer is used once (the browser fires a new event if it offers again).
 */
export function useInstallPrompt(): {
  available: boolean;
  install: () => Promise<'accepted' | 'dismissed' | null>;
} {
  const available = useSyncExternalStore(subscribe, () => offered !== null);
  return {
    available,
    install: async () => {
      const event = offered;
      if (!event) return null;
      offered = null;
      notify();
      await event.prompt();
      return (await event.userChoice).outcome;
    },
  };
}
