import { commitCrime } from '../../api/generated/crimes/crimes';
import type { CrimeResultDto } from '../../api/generated/model/crimeResultDto';
import { overSocketOrRest } from '../../realtime/socket-or-rest';

/**
 * One crime attempt (spec 000 section 7): `crime:request { crimeId }` over the live connection, whose
 * acknowledgement carries the result (the server also pushes it as `crime:update`, which
 * `realtime/sync.ts` caches); `POST /api/crimes/{id}/commit` while the socket is down.
 * @returns the attempt's result; rejects with the error body (IN_HOSPITAL/IN_JAIL, CRIME_COOLDOWN,
 * NOT_ENOUGH_ENERGY, ...) or the REST call's error.
 */
export function commitCrimeLive(crimeId: number): Promise<CrimeResultDto> {
  return overSocketOrRest<CrimeResultDto>(
    (socket, ack) => socket.emit('crime:request', { crimeId }, ack),
    () => commitCrime(crimeId),
  );
}
