import { GameClientSocket } from './api';

/** Shared by the private-message integration tests: a filtered insult and acknowledged socket actions. */

/** An insult of the shipped arabicHarassment list ('حقير'), written with diacritics. */
export const INSULT = 'يا حَقِيرٌ';

export type ClientEvent =
  'send_message' | 'edit_message' | 'delete_message' | 'add_message_reaction' | 'remove_message_reaction';

/** Emits a private-message action and resolves with its acknowledgement. */
export function emitWithAck(socket: GameClientSocket, event: ClientEvent, payload: unknown): Promise<any> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} ack within 5 s`)), 5000);
    (
      socket as unknown as { emit: (event: string, payload: unknown, ack: (result: never) => void) => void }
    ).emit(event, payload, (result) => {
      clearTimeout(timer);
      resolve(result);
    });
  });
}
