// A local OpenID Connect provider standing in for Google, run as its own Node process (forked by
// mock-google.ts): oauth2-mock-server and its dependencies are ESM, which Node loads natively.
// Messages from the parent: { type: 'identity', id, identity } sets the claims of every token
// signed from then on; { type: 'stop' } stops the server and ends the process.
import { Events, OAuth2Server } from 'oauth2-mock-server';

const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
await server.start(0, '127.0.0.1');

let identity = { sub: 'nobody' };
server.service.on(Events.BeforeTokenSigning, (token) => {
  for (const claim of ['email', 'email_verified', 'name', 'picture']) delete token.payload[claim];
  Object.assign(token.payload, identity);
});

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await server.stop();
  if (process.connected) process.disconnect();
};

process.on('message', (message) => {
  if (message.type === 'identity') {
    identity = message.identity;
    process.send({ type: 'ack', id: message.id });
  } else if (message.type === 'stop') {
    void stop();
  }
});
// The parent went away without stopping us: do not linger.
process.on('disconnect', () => void stop());

process.send({ type: 'ready', issuer: server.issuer.url });
