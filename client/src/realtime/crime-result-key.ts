/**
 * The cache entry of the player's latest crime attempt (`CrimeResultDto`, spec 000 section 7: the
 * live "crime" state), written by `crime:update` in `sync.ts` and read by the crime result screen.
 * No GET route returns a result, so the key is the one orval generated for the call answering with it,
 * `POST /api/crimes/{id}/commit` (`getCommitCrimeMutationOptions().mutationKey`; mutations live in
 * another cache, so the two never meet).
 */
export const getLatestCrimeResultQueryKey = () => ['commitCrime'] as const;
