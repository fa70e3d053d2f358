import { useSyncExternalStore } from 'react';

/** Spec 000 section 9: mobile is under 768 px. */
export const MOBILE_QUERY = '(max-width: 767.98px)';

function subscribe(listener: () => void): () => void {
  const media = window.matchMedia(MOBILE_QUERY);
  media.addEventListener('change', listener);
  return () => media.removeEventListener('change', listener);
}

const isMobileNow = () => window.matchMedia(MOBILE_QUERY).matches;

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, () => false);
}
