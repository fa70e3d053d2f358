import { Injectable } from '@nestjs/common';

/** One thing another module does for a user whose account setup completes (e.g. create its character). */
export type AccountSetupStep = (userId: string) => Promise<unknown>;

/**
 * The registration seam (DESIGN.md section 11) through which auth completes an account without
 * importing the modules that own what a playable account needs: the character module registers the
 * creation of the level-1 character when its provider is built, and auth runs every step in the transaction that
 * completes the account (sign-up, account setup, the first admin). Keeps auth below character (no
 * module cycle, issue 28 item 6).
 */
@Injectable()
export class AccountSetupRegistry {
  private readonly steps: AccountSetupStep[] = [];

  /** Adds a step; call it when the registering provider is built (before any account completes). */
  register(step: AccountSetupStep): void {
    this.steps.push(step);
  }

  /**
   * Runs every registered step for `userId`, in registration order, in the caller's transaction.
   * @throws Error when no step is registered (the character module is missing from the app): an
   *   account without a character could not play.
   */
  async complete(userId: string): Promise<void> {
    if (!this.steps.length)
      throw new Error('no account setup step registered (is CharacterModule imported?)');
    for (const step of this.steps) await step(userId);
  }
}
