import { useQueryClient } from '@tanstack/react-query';
import { getGetHudQueryKey } from '../../api/generated/character/character';
import { getGetInventoryQueryKey } from '../../api/generated/inventory/inventory';
import { getGetTransfersQueryKey } from '../../api/generated/transfers/transfers';

/** Refetches what a transfer changed: the history and today's count, the HUD's money, the inventory. */
export function useTransferRefresh(): () => void {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of [getGetTransfersQueryKey(), getGetHudQueryKey(), getGetInventoryQueryKey()])
      void queryClient.invalidateQueries({ queryKey });
  };
}
