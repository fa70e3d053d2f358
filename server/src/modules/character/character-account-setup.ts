import { Injectable } from '@nestjs/common';
import { AccountSetupRegistry } from '../auth/account-setup.registry';
import { CharacterService } from './character.service';

/**
 * Registers the level-1 character's creation as a step of every completed account (auth's seam).
 * Registered when Nest builds the provider, not in `onModuleInit`: the first admin is created
 * between `NestFactory.create` and `listen` (main.ts), before the init hooks run.
 */
@Injectable()
export class CharacterAccountSetup {
  constructor(registry: AccountSetupRegistry, characters: CharacterService) {
    registry.register((userId) => characters.createForUser(userId));
  }
}
