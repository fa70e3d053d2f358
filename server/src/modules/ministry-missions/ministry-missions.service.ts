import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { DomainEvents } from '../../infra/events/domain-events';
import { formatNumber } from '../../game/arabic-numbers.rules';
import { scoreMission } from '../../game/ministry-missions.rules';
import { inRetriedTransaction, Tx } from '../../infra/database/transaction';
import { CharacterService } from '../character/character.service';
import { ConfinementService } from '../confinement/confinement.service';
import { account, Currency } from '../wallet/account';
import { Transfer, WalletService } from '../wallet/wallet.service';
import { MinistryMissionsDto, PlayMinistryMissionResultDto } from './ministry-missions.dto';
import { MinistryMissionErrorCode, ministryMissionError } from './ministry-missions.errors';
import { toMissionResultDto, toPlayerMissionDto } from './ministry-missions.mappers';
import { MinistryMissionsRepository } from './ministry-missions.repository';

/** Wallet reason of mission rewards (system account `mint:ministry_mission_reward`). */
export const MISSION_REWARD_REASON = 'ministry_mission_reward';

/**
 * Ministry story missions for players (spec 002 sections 2.9, 3, 4, 9; spec 000 section 9: level 5;
 * DESIGN.md section 6): the list of available and played missions, and one play per character and
 * mission, scored on the server from the four choices and paid once through the wallet.
 */
@Injectable()
export class MinistryMissionsService {
  constructor(
    private readonly missions: MinistryMissionsRepository,
    private readonly characters: CharacterService,
    private readonly confinement: ConfinementService,
    private readonly wallet: WalletService,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
    private readonly tx: Tx,
  ) {}

  /**
   * Active missions whose minLevel <= the player's level, plus those already played (with the
   * ending reached), in `order`; the `ministryMission:update` payload. @throws CHARACTER_NOT_FOUND
   */
  async getMissions(userId: string): Promise<MinistryMissionsDto> {
    const character = await this.characters.getCharacter(userId);
    const [all, plays] = await Promise.all([this.missions.listAll(), this.missions.playsOf(character.id)]);
    const shown = all.filter(
      (mission) => plays.has(mission.id) || (mission.isActive && mission.minLevel <= character.level),
    );
    return {
      playerLevel: character.level,
      missions: shown.map((mission) => toPlayerMissionDto(mission, plays.get(mission.id))),
    };
  }

  /**
   * Plays a mission once: scores the four choices (intro, scene1..3; spec 002 section 4), records the
   * play, pays `rewards[points]` (money and blackcoins minted with reason `ministry_mission_reward`,
   * experience with level-ups) and returns `endings[points]`. The character row is locked first, so
   * two plays at once run one after the other and the second is refused.
   * @throws MISSION_NOT_FOUND (404, unknown or inactive); MISSION_LOCKED (403, minLevel above the
   *   player's level, with `requiredLevel`); MISSION_ALREADY_PLAYED (409); IN_HOSPITAL / IN_JAIL (403).
   */
  async play(userId: string, missionRowId: number, choices: number[]): Promise<PlayMinistryMissionResultDto> {
    const answer = await inRetriedTransaction(this.tx, async () => {
      const now = this.clock.now();
      const character = await this.characters.lockForUser(userId);
      this.confinement.assertNotConfined(character, now);
      const mission = await this.missions.findById(missionRowId);
      if (!mission || !mission.isActive)
        throw ministryMissionError(MinistryMissionErrorCode.MISSION_NOT_FOUND);
      if (mission.minLevel > character.level) {
        throw ministryMissionError(
          MinistryMissionErrorCode.MISSION_LOCKED,
          { requiredLevel: mission.minLevel },
          `هذه المهمة تتطلب المستوى ${formatNumber(mission.minLevel)}`,
        );
      }
      if (await this.missions.findPlay(character.id, mission.id))
        throw ministryMissionError(MinistryMissionErrorCode.MISSION_ALREADY_PLAYED);
      const points = scoreMission(choices);
      const reward = mission.rewards[`${points}`];
      const play = await this.missions.insertPlay({
        characterId: character.id,
        missionId: mission.id,
        choices,
        points,
        rewardExp: reward.exp,
        rewardMoney: reward.money,
        rewardBlackcoins: reward.blackcoins,
        completedAt: now,
      });
      const cash = account.cash(character.id);
      const transfers: Transfer[] = [];
      if (reward.money > 0)
        transfers.push({ from: 'mint', to: cash, currency: Currency.MONEY, amount: reward.money });
      if (reward.blackcoins > 0)
        transfers.push({ from: 'mint', to: cash, currency: Currency.BLACKCOINS, amount: reward.blackcoins });
      await this.wallet.apply({
        transfers,
        reason: MISSION_REWARD_REASON,
        reference: `ministry_mission:${mission.id}`,
        idempotencyKey: `ministry_mission:${character.id}:${mission.id}`,
      });
      const progress = await this.characters.addExperience(character, reward.exp, now);
      // The exp; the money is announced by the wallet, one HUD push for both.
      await this.events.publish('character.changed', { userId });
      return {
        id: mission.id,
        title: mission.title,
        result: toMissionResultDto(mission, play),
        levelsGained: progress.levelsGained,
        level: character.level,
      } satisfies PlayMinistryMissionResultDto;
    });
    await this.pushMissions(userId);
    return answer;
  }

  /** Sends the player's list to their sockets (after a play, or an admin change for everyone online). */
  async pushMissions(userId: string): Promise<void> {
    await this.events.publish('ministryMissions.changed', {
      userId,
      missions: await this.getMissions(userId),
    });
  }
}
