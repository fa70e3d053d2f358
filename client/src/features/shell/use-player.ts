import { useCheckAdmin, useGetAccountProfile } from '../../api/generated/auth/auth';
import { useGetHud } from '../../api/generated/character/character';
import { useGetFeatureInfo } from '../../api/generated/features/features';
import { useSession } from '../../auth/use-session';

/**
 * What the shell knows of the signed-in player: account, live HUD, feature locks and admin status.
 * Every query waits for a session; the HUD and feature info also wait for the account setup.
 */
export function usePlayer() {
  const session = useSession();
  const signedIn = session !== null;
  const profile = useGetAccountProfile({ query: { enabled: signedIn } });
  const user = signedIn ? profile.data?.user : undefined;
  const setupDone = user?.accountSetupCompleted === true;
  const hud = useGetHud({ query: { enabled: setupDone } });
  // Spec 000 section 9: feature info is stale after 60 s; one retry after 2 s; failure falls back to level 1.
  const features = useGetFeatureInfo({
    query: { enabled: setupDone, staleTime: 60_000, retry: 1, retryDelay: 2000 },
  });
  // Spec 000 section 6: asked only for a non-guest user with a token; failure means not admin.
  const admin = useCheckAdmin({ query: { enabled: user !== undefined && !user.isGuest, retry: false } });
  return {
    session,
    user,
    setupDone,
    hud: setupDone ? hud.data : undefined,
    playerLevel: features.data?.playerLevel ?? hud.data?.level ?? 1,
    features: features.data,
    isGuest: session?.user.isGuest ?? false,
    isAdmin: admin.data?.isAdmin === true,
  };
}
