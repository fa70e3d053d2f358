/**
 * The wallet's domain events (DESIGN.md section 4). The character module pushes them
 * (`character.push.ts`: one `hud:update` per affected player), since a balance is shown on its HUD.
 */
export interface WalletEvents {
  /**
   * Once per transaction, after commit: the characters whose cash or bank balance that transaction
   * changed (every wallet operation in it, merged).
   */
  'wallet.balancesChanged': { characterIds: number[] };
}

declare module '../../infra/events/event-map' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DomainEventMap extends WalletEvents {}
}
