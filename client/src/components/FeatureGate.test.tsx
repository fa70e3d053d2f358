import { answer, calls, resetFakeApi } from '../test/fake-api';
import { screen, waitFor } from '@testing-library/react';
import { saveSession } from '../auth/session';
import { ar } from '../i18n/ar';
import { renderWithRouter } from '../test/render-with-router';
import { FeatureGate } from './FeatureGate';

const featureInfo = (playerLevel: number) => ({
  playerLevel,
  unlockedFeatures: [],
  nextFeature: null,
  featuresAtCurrentLevel: [],
  lockedFeatures: [],
});

function renderGate() {
  return renderWithRouter(
    <FeatureGate feature="houses" bannerKey="houses" title={ar.nav.houses}>
      <p data-testid="houses-screen">houses</p>
    </FeatureGate>,
  );
}

describe('FeatureGate (spec 000 section 9: every locked screen shows the level lock)', () => {
  beforeEach(() => {
    resetFakeApi();
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
  });

  it('shows the lock with the required level instead of the screen below it', async () => {
    answer('/api/features/info', 200, featureInfo(15));
    renderGate();
    expect((await screen.findByTestId('feature-locked', {}, { timeout: 5000 })).textContent).toContain(
      'هذه الميزة تتطلب المستوى ١٦',
    );
    expect(screen.queryByTestId('houses-screen')).toBeNull();
  });

  it('shows the screen from the required level', async () => {
    answer('/api/features/info', 200, featureInfo(16));
    renderGate();
    await waitFor(() => expect(calls).toContain('/api/features/info'), { timeout: 5000 });
    // Let the answer reach the gate before looking.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await screen.findByTestId('houses-screen');
    expect(screen.queryByTestId('feature-locked')).toBeNull();
  });
});
