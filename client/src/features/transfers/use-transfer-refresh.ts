import { useQueryClient } from '@tanstack/react-query';
import { transferSent } from '../../realtime/answer-writes';

/**
 * After a transfer: the sender's history and today's count are read again (not pushed to the sender);
 * the HUD's money and the inventory follow by push (`hud:update`, `inventory:update`).
 */
export function useTransferRefresh(): () => void {
  const queryClient = useQueryClient();
  return () => transferSent(queryClient);
}
