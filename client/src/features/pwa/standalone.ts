const STANDALONE = '(display-mode: standalone)';

/** Whether the page runs as the installed app (display-mode standalone, or iOS's home-screen flag). */
export function isStandalone(): boolean {
  return (
    window.matchMedia?.(STANDALONE).matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/** Calls `onChange` when the display mode changes; returns the unsubscribe function. */
export function subscribeStandalone(onChange: () => void): () => void {
  const query = window.matchMedia?.(STANDALONE);
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}
