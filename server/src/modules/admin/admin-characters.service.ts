import { Injectable } from '@nestjs/common';
import { isSerialId } from '../../infra/database/serial-id';
import { PresenceService } from '../../infra/realtime/presence.service';
import { CharacterAdminService } from '../character/character-admin.service';
import { CharacterService } from '../character/character.service';
import { GearAdminService } from '../gear/gear-admin.service';
import { InventoryDto } from '../gear/inventory.dto';
import { account, Currency } from '../wallet/account';
import { StripeReversalsService } from '../packages/stripe-reversals.service';
import { WalletService } from '../wallet/wallet.service';
import {
  ADMIN_CHARACTERS_PAGE_SIZE,
  AdminCharacterDetailDto,
  AdminCharacterDto,
  AdminCharacterListDto,
  AdminCharacterListQueryDto,
  EquippedItemNameDto,
} from './admin-characters.dto';
import { AdminAuditRepository } from './admin-audit.repository';
import { AdminCharacterRow, AdminCharactersRepository } from './admin-characters.repository';
import { AdminErrorCode, adminError } from './admin.errors';

/** Audit entries shown in the character detail. */
const AUDIT_ROWS = 20;

/** The equipped item in a slot, or of a property kind, from the inventory (null: "not specified"). */
function equipped(inventory: InventoryDto, match: (item: InventoryDto['inventory'][number]) => boolean) {
  const item = inventory.inventory.find((line) => line.isEquipped && match(line));
  return item ? ({ name: item.name, itemId: item.itemId } satisfies EquippedItemNameDto) : null;
}

/**
 * The admin characters screen's reads (spec 001 sections 2.3, 3 and 7): the paged, sorted, filtered
 * and searched list, and one character's detail with equipment names, inventory and audit log.
 */
@Injectable()
export class AdminCharactersService {
  constructor(
    private readonly repository: AdminCharactersRepository,
    private readonly audit: AdminAuditRepository,
    private readonly characters: CharacterService,
    private readonly characterAdmin: CharacterAdminService,
    private readonly gear: GearAdminService,
    private readonly wallet: WalletService,
    private readonly presence: PresenceService,
    private readonly reversals: StripeReversalsService,
  ) {}

  /** One page (size 50 unless asked; spec 001 section 9), `totalPages` at least 1. */
  async list(query: AdminCharacterListQueryDto): Promise<AdminCharacterListDto> {
    const page = query.page ?? 1;
    const limit = query.limit ?? ADMIN_CHARACTERS_PAGE_SIZE;
    const filter = query.filterStatus ?? 'all';
    const onlineUserIds =
      filter === 'online' || filter === 'offline' ? await this.presence.onlineUserIds() : [];
    const { rows, total } = await this.repository.page({
      offset: (page - 1) * limit,
      limit,
      search: query.search || null,
      sortBy: query.sortBy ?? 'level',
      filter,
      onlineUserIds,
    });
    return {
      characters: await this.toDtos(rows),
      total,
      totalPages: Math.max(1, Math.ceil(total / limit)),
      page,
      limit,
    };
  }

  /**
   * The CSV export's keyset pager of the list's search and filter (by id; the sort is not applied),
   * with the presence read once for the online and offline filters (issue 30, part 4).
   */
  async exportPager(
    query: AdminCharacterListQueryDto,
  ): Promise<(afterId: number | null, limit: number) => Promise<AdminCharacterRow[]>> {
    const filter = query.filterStatus ?? 'all';
    const onlineUserIds =
      filter === 'online' || filter === 'offline' ? await this.presence.onlineUserIds() : [];
    const search = query.search || null;
    return (afterId, limit) => this.repository.exportPage({ search, filter, onlineUserIds }, afterId, limit);
  }

  /** @throws ADMIN_CHARACTER_NOT_FOUND */
  async detail(characterId: number): Promise<AdminCharacterDetailDto> {
    const row = isSerialId(characterId) ? await this.repository.byId(characterId) : null;
    if (!row) throw adminError(AdminErrorCode.CHARACTER_NOT_FOUND);
    const [dto] = await this.toDtos([row]);
    const inventory = await this.gear.inventoryOf(characterId);
    const bankBalance = await this.wallet.balance(account.bank(characterId), Currency.MONEY);
    const auditRows = await this.audit.forCharacter(characterId, row.userId, AUDIT_ROWS);
    const standing = await this.reversals.standingOf(characterId);
    return {
      ...dto,
      equippedWeapon1: equipped(inventory, (item) => item.slot === 'weapon1'),
      equippedWeapon2: equipped(inventory, (item) => item.slot === 'weapon2'),
      equippedHeadArmor: equipped(inventory, (item) => item.type === 'armor' && item.slot === 'head'),
      equippedBodyArmor: equipped(inventory, (item) => item.type === 'armor' && item.slot === 'body'),
      equippedHouse: equipped(inventory, (item) => item.type === 'house'),
      equippedPet: equipped(inventory, (item) => item.type === 'pet'),
      equippedRide: equipped(inventory, (item) => item.type === 'ride'),
      bankBalance,
      paymentDebt: standing.owed,
      reversedPurchases: standing.reversed,
      inventory,
      auditLog: auditRows.map((entry) => ({
        id: entry.id,
        adminUsername: entry.adminUsername,
        action: entry.action,
        before: (entry.before as Record<string, unknown> | null) ?? null,
        after: (entry.after as Record<string, unknown> | null) ?? null,
        ip: entry.ip,
        createdAt: entry.createdAt.toISOString(),
      })),
    };
  }

  /** Rows with effective stats and regenerated vitals (one loadout read) and online flags (one Redis call). */
  private async toDtos(rows: AdminCharacterRow[]): Promise<AdminCharacterDto[]> {
    if (!rows.length) return [];
    const entities = await this.characterAdmin.findByIds(rows.map((row) => row.id));
    const vitals = await this.characters.vitalsOf(entities);
    const online = new Map(
      (await this.presence.onlineStatus(rows.map((row) => row.userId))).map((s) => [s.id, s.isOnline]),
    );
    return rows.flatMap((row) => {
      const v = vitals.get(row.id);
      if (!v) return [];
      return [
        {
          id: row.id,
          name: row.name,
          level: row.level,
          exp: row.exp,
          nextLevelExp: v.nextLevelExp,
          money: row.money,
          blackcoins: row.blackcoins,
          energy: v.energy,
          maxEnergy: v.maxEnergy,
          hp: v.hp,
          maxHp: v.maxHp,
          strength: v.strength,
          defense: v.defense,
          fame: v.fame,
          createdAt: row.createdAt.toISOString(),
          lastActive: row.lastActive?.toISOString() ?? null,
          User: {
            id: row.userId,
            email: row.email,
            username: row.username,
            isOnline: online.get(row.userId) ?? false,
            isBanned: row.isBanned,
            banReason: row.banReason,
            bannedAt: row.bannedAt?.toISOString() ?? null,
            isAdmin: row.isAdmin,
          },
        },
      ];
    });
  }
}
