/**
 * Every domain event (DESIGN.md section 4): one fact each, named `<thing>.<what happened>`, with its
 * payload. Empty here: each module declares its own events in `modules/<feature>/<feature>.events.ts`
 * as an interface (`GangsEvents`...) and merges it into this map there (module augmentation:
 * `declare module '../../infra/events/event-map' { interface DomainEventMap extends GangsEvents {} }`),
 * so no central file lists them and `infra/` imports no module. What each event pushes lives in its
 * feature's `<feature>.push.ts` (`Pushes<GangsEvents>`: exhaustive, see `Pushes`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DomainEventMap {}

export type DomainEventName = keyof DomainEventMap;

/** The payload of a socket event's listener signature: events carry what the player's screen shows. */
export type PayloadOf<Listener extends (payload: never) => void> = Parameters<Listener>[0];
