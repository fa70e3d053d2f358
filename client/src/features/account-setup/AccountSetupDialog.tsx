import type { SetupAccountDto } from '../../api/generated/model/setupAccountDto';
import { Modal } from '../../components/Modal';
import { MODAL_PRIORITY } from '../../components/modal-stack';
import { ar } from '../../i18n/ar';
import { findCountry } from '../../lib/countries';
import { AccountSetupForm } from './AccountSetupForm';

interface AccountSetupDialogProps {
  pending: boolean;
  serverError: string | null;
  /** The setup body: the form's values with the chosen country's Arabic name. */
  onSubmit: (data: SetupAccountDto) => void;
}

/**
 * The forced account-setup dialog (spec 000 section 5): no close button, Escape does nothing. Mounted by
 * `AccountSetupFlow` while setup is not done; loaded with it, so its form and validation (react-hook-form
 * and zod, about 36 KB gzip) and the country list are never in the download of a player whose account
 * is set up.
 */
export function AccountSetupDialog({ pending, serverError, onSubmit }: AccountSetupDialogProps) {
  return (
    <Modal open title={ar.setup.title} description={ar.setup.intro} priority={MODAL_PRIORITY.accountSetup}>
      <AccountSetupForm
        pending={pending}
        serverError={serverError}
        onSubmit={(values) =>
          onSubmit({ ...values, countryName: findCountry(values.countryCode)?.nameAr ?? values.countryCode })
        }
      />
    </Modal>
  );
}
