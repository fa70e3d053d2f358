import { answer, resetFakeApi } from '../../test/fake-api';
import { act, render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { clearSession, saveSession } from '../../auth/session';
import { readCachedSoundSettings, SOUND_SETTINGS_KEY } from '../../lib/volume';
import { AudioDirector } from './AudioDirector';
import { playMusic } from './synth';

// jsdom has no Web Audio: the synthesiser is replaced by recorders; everything else is real.
jest.mock('./synth', () => ({
  playMusic: jest.fn(() => Promise.resolve()),
  stopMusic: jest.fn(),
  playChime: jest.fn(),
  unlockAudio: jest.fn(() => Promise.resolve(true)),
}));
window.scrollTo = () => undefined;

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <AudioDirector /> }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router as never} />
    </QueryClientProvider>,
  );
}

/** The first user gesture, which allows audio (spec 000 section 2), once the router has rendered. */
async function gesture() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  await act(async () => {
    window.dispatchEvent(new Event('pointerdown'));
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
}

const signIn = () =>
  saveSession({
    accessToken: 'a',
    refreshToken: 'r',
    expiresIn: 3600,
    isNewUser: false,
    user: {
      id: 'u1',
      email: null,
      username: 'player',
      displayName: 'player',
      isGuest: false,
      isAdmin: false,
      accountSetupCompleted: true,
      emailVerified: true,
      avatarUrl: null,
      hasPassword: false,
      googleLinked: false,
    },
  });

const cached = {
  notificationSoundVolume: 0.2,
  notificationSoundMuted: false,
  backgroundMusicVolume: 0.8,
  backgroundMusicMuted: false,
};

/** Issue 31 point 13: music for signed-out visitors (spec 000 section 2), sound settings cached locally (section 7). */
describe('AudioDirector', () => {
  beforeEach(() => {
    resetFakeApi();
    localStorage.clear();
    clearSession();
    jest.mocked(playMusic).mockClear();
  });

  it('plays the background music for a signed-out visitor on /gangs, at the default volume', async () => {
    renderAt('/gangs');
    await gesture();
    await waitFor(() => expect(playMusic).toHaveBeenCalledWith(0.3));
  });

  it('plays at the volume cached on this device while the server has not answered the settings', async () => {
    localStorage.setItem(SOUND_SETTINGS_KEY, JSON.stringify(cached));
    signIn();
    answer('/api/settings', 500, { message: 'down' });
    renderAt('/dashboard');
    await gesture();
    await waitFor(() => expect(playMusic).toHaveBeenCalled());
    expect(jest.mocked(playMusic).mock.calls.map(([volume]) => volume)).not.toContain(0.3);
    expect(playMusic).toHaveBeenLastCalledWith(0.8);
  });

  it('keeps no music when the cached settings mute it, and caches what the server answers', async () => {
    localStorage.setItem(SOUND_SETTINGS_KEY, JSON.stringify({ ...cached, backgroundMusicMuted: true }));
    renderAt('/players');
    await gesture();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(playMusic).not.toHaveBeenCalled();

    answer('/api/settings', 200, { ...cached, backgroundMusicVolume: 0.6 });
    act(() => void signIn());
    renderAt('/dashboard');
    await waitFor(() => expect(readCachedSoundSettings()?.backgroundMusicVolume).toBe(0.6));
  });
});
