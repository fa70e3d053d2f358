import { attackPlayer } from '../../api/generated/fight/fight';
import type { FightResultDto } from '../../api/generated/model/fightResultDto';
import { overSocketOrRest } from '../../realtime/socket-or-rest';

/**
 * The fight start (spec 000 sections 2 and 7): `requestFight { targetUserId }` over the live
 * connection, whose acknowledgement carries the fight result (the server also pushes `fightResult` to
 * the attacker and `fight:update` to the defender); `POST /api/fight/{targetUserId}` while the socket
 * is down. Refusals carry the same error body both ways (IN_HOSPITAL/IN_JAIL with type, remainingSeconds
 * and cost; TARGET_IN_HOSPITAL; NOT_ENOUGH_ENERGY; FEATURE_LOCKED below level 6; ...).
 * @returns the fight result; rejects with the error body or the REST call's error.
 */
export function startFight(targetUserId: string): Promise<FightResultDto> {
  return overSocketOrRest<FightResultDto>(
    (socket, ack) => socket.emit('requestFight', { targetUserId }, ack),
    () => attackPlayer(targetUserId),
  );
}
