import { applyDecorators, CanActivate, ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import { AuthUser } from '../../common/auth/decorators';
import { ConfinementService } from './confinement.service';

@Injectable()
export class NotConfinedGuard implements CanActivate {
  constructor(private readonly confinement: ConfinementService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const user = context.switchToHttp().getRequest<{ user: AuthUser }>().user;
    await this.confinement.assertFree(user.id);
    return true;
  }
}

/**
 * The route is refused while the player is in hospital or jail (DESIGN.md section 6): 403
 * `{ type: 'hospital'|'jail', message, remainingSeconds, cost }` (spec 000 sections 3 and 8).
 * Import ConfinementModule to use it. Services re-check inside their transaction.
 */
export const NotConfined = () => applyDecorators(UseGuards(NotConfinedGuard));
