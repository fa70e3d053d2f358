import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import {
  getGetAdminCharacterQueryKey,
  getGetAdminUserStatsQueryKey,
  getGetBlockedUsersQueryKey,
  getGetSystemStatsQueryKey,
  getListAdminCharactersQueryKey,
  useAdjustCharacterBlackcoins,
  useAdjustCharacterMoney,
  useBlockUser,
  useResetAdminCharacter,
  useUnblockUser,
  useUpdateAdminCharacter,
} from '../../../api/generated/admin/admin';
import type { UpdateAdminCharacterDto } from '../../../api/generated/model/updateAdminCharacterDto';
import { errorText } from '../../../api/error-text';
import { ar } from '../../../i18n/ar-admin';
import { RESET_CONFIRMATION } from './characters';

/**
 * The settings modal's actions on one character (spec 001 sections 2.3, 7 and 8): each shows the
 * spec's success toast or the server's message (else the spec's fallback), then refreshes the list,
 * the detail and the figures that depend on it.
 */
export function useCharacterActions(characterId: number) {
  const t = ar.adminCharacters;
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: getGetAdminCharacterQueryKey(characterId) });
    void queryClient.invalidateQueries({ queryKey: getListAdminCharactersQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getGetSystemStatsQueryKey() });
  };
  const refreshUsers = () => {
    refresh();
    void queryClient.invalidateQueries({ queryKey: getGetBlockedUsersQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getGetAdminUserStatsQueryKey() });
  };
  const update = useUpdateAdminCharacter();
  const money = useAdjustCharacterMoney();
  const blackcoins = useAdjustCharacterBlackcoins();
  const reset = useResetAdminCharacter();
  const block = useBlockUser();
  const unblock = useUnblockUser();

  return {
    pending:
      update.isPending ||
      money.isPending ||
      blackcoins.isPending ||
      reset.isPending ||
      block.isPending ||
      unblock.isPending,
    updateStats: (data: UpdateAdminCharacterDto, onDone?: () => void) =>
      update.mutate(
        { id: characterId, data },
        {
          onSuccess: () => {
            toast.success(t.updated);
            refresh();
            onDone?.();
          },
          onError: (error) =>
            toast.error(errorText(error, { fallback: 'level' in data ? t.levelFailed : t.statsFailed })),
        },
      ),
    adjust: (currency: 'money' | 'blackcoins', amount: number) =>
      (currency === 'money' ? money : blackcoins).mutate(
        { id: characterId, data: { amount } },
        {
          onSuccess: () => {
            toast.success(currency === 'money' ? t.moneyDone : t.blackcoinsDone);
            refresh();
          },
          onError: (error) =>
            toast.error(
              errorText(error, { fallback: currency === 'money' ? t.moneyFailed : t.blackcoinsFailed }),
            ),
        },
      ),
    reset: () =>
      reset.mutate(
        { id: characterId, data: { confirmation: RESET_CONFIRMATION } },
        {
          onSuccess: () => {
            toast.success(t.resetDone);
            refresh();
          },
          onError: (error) => toast.error(errorText(error, { fallback: t.resetFailed })),
        },
      ),
    block: (userId: string, reason: string, onDone?: () => void) =>
      block.mutate(
        { data: { userId, reason } },
        {
          onSuccess: (result) => {
            toast.success(ar.adminUsers.blocked(result.user.username ?? userId));
            refreshUsers();
            onDone?.();
          },
          onError: (error) => toast.error(errorText(error, { fallback: ar.adminUsers.blockFailed })),
        },
      ),
    unblock: (userId: string) =>
      unblock.mutate(
        { userId },
        {
          onSuccess: (result) => {
            toast.success(ar.adminUsers.unblocked(result.user.username ?? userId));
            refreshUsers();
          },
          onError: (error) => toast.error(errorText(error, { fallback: ar.adminUsers.unblockFailed })),
        },
      ),
  };
}

export type CharacterActions = ReturnType<typeof useCharacterActions>;
