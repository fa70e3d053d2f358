import { Injectable } from '@nestjs/common';
import { DomainEvents, DomainEventMap } from '../../infra/events/domain-events';
import { GANG_RANKS, GangRank } from '../../game/gangs.rules';
import { NotificationsService } from '../notifications/notifications.service';

/** The spec's names of the ranks (spec 001 section 4), for notifications. */
const RANK_NAMES: Record<GangRank, string> = {
  [GangRank.BOSS]: 'الزعيم',
  [GangRank.WAZIR]: 'وزير',
  [GangRank.NAIB]: 'نائب',
  [GangRank.MUSHREF]: 'مشرف',
  [GangRank.AUDW]: 'عضو',
};

/**
 * What a gang change tells the players (DESIGN.md section 6, "Gangs"): `gang.changed` for the gang's
 * room (pushed after the commit as `gang:update`), and a notification to the member a change concerns
 * (accepted, rejected, kicked, promoted, demoted, became boss). Called inside the change's
 * transaction: the notification commits with it, the push waits for the commit.
 */
@Injectable()
export class GangNoticesService {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly events: DomainEvents,
  ) {}

  changed(gangId: number, membership: Omit<DomainEventMap['gang.changed'], 'gangId'> = {}): Promise<void> {
    return this.events.publish('gang.changed', { gangId, ...membership });
  }

  async requestAccepted(userId: string, gang: GangRef): Promise<void> {
    await this.notifications.notify(userId, {
      type: 'gang_request_accepted',
      message: `قُبل طلب انضمامك إلى عصابة ${gang.name}`,
      data: { gangId: gang.id },
    });
  }

  async requestRejected(userId: string, gang: GangRef): Promise<void> {
    await this.notifications.notify(userId, {
      type: 'gang_request_rejected',
      message: `رُفض طلب انضمامك إلى عصابة ${gang.name}`,
      data: { gangId: gang.id },
    });
  }

  async kicked(userId: string, gang: GangRef): Promise<void> {
    await this.notifications.notify(userId, {
      type: 'gang_kicked',
      message: `طُردت من عصابة ${gang.name}`,
      data: { gangId: gang.id },
    });
  }

  /** A new rank: promoted or demoted by the order of spec 001 section 4; BOSS is `becameBoss`. */
  async rankChanged(userId: string, gang: GangRef, from: GangRank, to: GangRank): Promise<void> {
    if (from === to) return;
    if (to === GangRank.BOSS) {
      await this.notifications.notify(userId, {
        type: 'gang_leader',
        message: `أصبحت زعيم عصابة ${gang.name}`,
        data: { gangId: gang.id, role: to },
      });
      return;
    }
    const promoted = GANG_RANKS.indexOf(to) < GANG_RANKS.indexOf(from);
    await this.notifications.notify(userId, {
      type: promoted ? 'gang_promoted' : 'gang_demoted',
      message: promoted
        ? `رُقّيت إلى رتبة ${RANK_NAMES[to]} في عصابة ${gang.name}`
        : `خُفّضت رتبتك إلى ${RANK_NAMES[to]} في عصابة ${gang.name}`,
      data: { gangId: gang.id, role: to },
    });
  }
}

/** The gang a notice is about. */
export interface GangRef {
  id: number;
  name: string;
}
