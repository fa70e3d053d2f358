import { createFileRoute } from '@tanstack/react-router';
import { getGetCharacterProfileQueryOptions } from '../../../../api/generated/character/character';
import { CharacterPage } from '../../../../features/dashboard/CharacterPage';
import { EquipmentBlock } from '../../../../features/gear/EquipmentBlock';
import { ar } from '../../../../i18n/ar';

export const Route = createFileRoute('/_shell/_auth/dashboard/character')({
  loader: ({ context }) => context.queryClient.ensureQueryData(getGetCharacterProfileQueryOptions()),
  component: () => (
    <CharacterPage bannerKey="character" title={ar.nav.character}>
      <EquipmentBlock />
    </CharacterPage>
  ),
});
