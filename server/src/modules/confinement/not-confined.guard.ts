import { applyDecorators, CanActivate, ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import { userOf } from '../../common/auth/decorators';
import { ConfinementService } from './confinement.service';

@Injectable()
export class NotConfinedGuard implements CanActivate {
  constructor(private readonly confinement: ConfinementService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await this.confinement.assertFree(userOf(context).id);
    return true;
  }
}

/**
 * The route or socket handler is refused while the player is in hospital or jail (DESIGN.md section 6): 403
 * `{ type: 'hospital'|'jail', message, remainingSeconds, cost }` (spec 000 sections 3 and 8).
 * Import ConfinementModule to use it. Services re-check inside their transaction.
 */
export const NotConfined = () => applyDecorators(UseGuards(NotConfinedGuard));
