import { createFileRoute } from '@tanstack/react-router';
import { AccountSetupGate } from '../features/account-setup/AccountSetupGate';
import { AppShell } from '../features/shell/AppShell';

/** Pathless layout of every in-game screen (spec 000, Shell): top bar, side HUD, drawer, setup dialog. */
export const Route = createFileRoute('/_shell')({
  component: ShellLayout,
});

function ShellLayout() {
  return (
    <AppShell>
      <AccountSetupGate />
    </AppShell>
  );
}
