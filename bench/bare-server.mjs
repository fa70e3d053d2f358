// A bare baseline server in its own process (started by `startBareServer` in bare.mjs):
// BARE_KIND (profile, crime or fight) on BARE_DATABASE_URL, listening on BARE_PORT.
/** The bare servers by kind. */
const BARE_SERVERS = {
  profile: async () => (await import('./bare-profile.mjs')).bareProfileServer,
  crime: async () => (await import('./bare-crime.mjs')).bareCrimeServer,
  fight: async () => (await import('./bare-fight.mjs')).bareFightServer,
};

const server = await (
  await BARE_SERVERS[process.env.BARE_KIND]()
)(process.env.BARE_DATABASE_URL, Number(process.env.BARE_PORT));
process.once('SIGTERM', () => void server.stop().then(() => process.exit(0)));
