import { ApiProperty } from '@nestjs/swagger';
import { Equals, NotEquals } from 'class-validator';
import { msg } from '../../common/validation/messages';
import { AdminPageQueryDto } from '../../common/admin-page-query.dto';
import { InventoryDto } from '../gear/inventory.dto';
import {
  CHARACTER_FILTERS,
  CHARACTER_SORTS,
  CharacterFilter,
  CharacterSort,
} from './admin-characters.repository';
import { EnumField, IntegerField, TextField } from '../../common/validation/fields';

/** Page size of the characters list (spec 001 section 9). */
export const ADMIN_CHARACTERS_PAGE_SIZE = 50;
/** The fixed confirmation the reset route requires (spec 001 section 7). */
export const RESET_CONFIRMATION = 'RESET_CHARACTER';

const INT4_MAX = 2_147_483_647;

/** Signed amount for an admin balance adjustment (spec 001 section 7: money or blackcoins). */
export class BalanceAdjustmentDto {
  @IntegerField({
    label: 'المبلغ',
    min: -1_000_000_000_000,
    max: 1_000_000_000_000,
    message: 'المبلغ كبير جداً',
    messages: { integer: msg.integer },
    description: 'Positive adds, negative deducts.',
  })
  // Fails alone (0 passes every other rule), so its place among the rules keeps `details` as it was.
  @NotEquals(0, { message: 'المبلغ يجب ألا يكون صفراً' })
  amount: number;
}

/** The balance after an adjustment. */
export class BalanceAdjustmentResultDto {
  success: boolean;
  @ApiProperty({ type: 'integer' }) characterId: number;
  @ApiProperty({ type: 'integer' }) balance: number;
}

/** Query of `GET /api/admin/characters` (spec 001 sections 7 and 9). */
export class AdminCharacterListQueryDto extends AdminPageQueryDto {
  @IntegerField({
    label: 'عدد الشخصيات',
    min: 1,
    max: 100,
    optional: true,
    fromText: true,
    default: ADMIN_CHARACTERS_PAGE_SIZE,
  })
  limit?: number;

  /** Part of the username or the e-mail, case-insensitive. */
  @TextField({ label: 'البحث', optional: true, trim: true, maxLength: 100 })
  search?: string;

  @EnumField({ values: CHARACTER_SORTS, label: 'الترتيب', optional: true, default: 'level' })
  sortBy?: CharacterSort;

  @EnumField({ values: CHARACTER_FILTERS, label: 'التصفية', optional: true, default: 'all' })
  filterStatus?: CharacterFilter;
}

/** The account beside a character (spec 001 section 3, "Character (admin)"). */
export class AdminCharacterUserDto {
  id: string;
  email: string | null;
  username: string | null;
  isOnline: boolean;
  isBanned: boolean;
  banReason: string | null;
  /** ISO time of the ban, or null. */
  bannedAt: string | null;
  isAdmin: boolean;
}

/** A character as the admin list shows it (spec 001 section 3): effective stats, regenerated vitals. */
export class AdminCharacterDto {
  @ApiProperty({ type: 'integer' }) id: number;
  name: string;
  @ApiProperty({ type: 'integer' }) level: number;
  @ApiProperty({ type: 'integer' }) exp: number;
  /** Experience the next level needs. */
  @ApiProperty({ type: 'integer' }) nextLevelExp: number;
  @ApiProperty({ type: 'integer' }) money: number;
  @ApiProperty({ type: 'integer' }) blackcoins: number;
  @ApiProperty({ type: 'integer' }) energy: number;
  @ApiProperty({ type: 'integer' }) maxEnergy: number;
  @ApiProperty({ type: 'integer' }) hp: number;
  @ApiProperty({ type: 'integer' }) maxHp: number;
  @ApiProperty({ type: 'integer' }) strength: number;
  @ApiProperty({ type: 'integer' }) defense: number;
  @ApiProperty({ type: 'integer' }) fame: number;
  /** ISO time. */
  createdAt: string;
  /** ISO time of the last sign-in or session refresh, or null. */
  lastActive: string | null;
  User: AdminCharacterUserDto;
}

/** `GET /api/admin/characters`. */
export class AdminCharacterListDto {
  characters: AdminCharacterDto[];
  @ApiProperty({ type: 'integer' }) total: number;
  @ApiProperty({ type: 'integer' }) totalPages: number;
  @ApiProperty({ type: 'integer' }) page: number;
  @ApiProperty({ type: 'integer' }) limit: number;
}

/** An equipped item's name (spec 001 section 3). */
export class EquippedItemNameDto {
  name: string;
  @ApiProperty({ type: 'integer' }) itemId: number;
}

/** One admin action about the character or its account (issue 15: the audit log). */
export class AdminAuditEntryDto {
  @ApiProperty({ type: 'integer' }) id: number;
  adminUsername: string | null;
  /** e.g. `character.money`, `character.update`, `character.level`, `character.reset`, `user.block`, `user.unblock`. */
  action: string;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true })
  before: Record<string, unknown> | null;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true })
  after: Record<string, unknown> | null;
  /** The address the admin acted from (null for entries older than issue 30). */
  @ApiProperty({ type: String, nullable: true }) ip: string | null;
  /** ISO time. */
  createdAt: string;
}

/** `GET /api/admin/characters/{id}`: the character, its equipment's names, inventory and audit log. */
export class AdminCharacterDetailDto extends AdminCharacterDto {
  @ApiProperty({ type: EquippedItemNameDto, nullable: true }) equippedWeapon1: EquippedItemNameDto | null;
  @ApiProperty({ type: EquippedItemNameDto, nullable: true }) equippedWeapon2: EquippedItemNameDto | null;
  @ApiProperty({ type: EquippedItemNameDto, nullable: true }) equippedHeadArmor: EquippedItemNameDto | null;
  @ApiProperty({ type: EquippedItemNameDto, nullable: true }) equippedBodyArmor: EquippedItemNameDto | null;
  @ApiProperty({ type: EquippedItemNameDto, nullable: true }) equippedHouse: EquippedItemNameDto | null;
  @ApiProperty({ type: EquippedItemNameDto, nullable: true }) equippedPet: EquippedItemNameDto | null;
  @ApiProperty({ type: EquippedItemNameDto, nullable: true }) equippedRide: EquippedItemNameDto | null;
  @ApiProperty({ type: 'integer' }) bankBalance: number;
  /**
   * Blackcoins still owed from refunded or disputed Stripe purchases the player had already spent
   * (issue 30); above 0 the account is flagged and cannot buy blackcoins.
   */
  @ApiProperty({ type: 'integer' }) paymentDebt: number;
  /** Stripe purchases of this character that were refunded, disputed or lost. */
  @ApiProperty({ type: 'integer' }) reversedPurchases: number;
  inventory: InventoryDto;
  /** Newest first, at most 20. */
  auditLog: AdminAuditEntryDto[];
}

/**
 * `PUT /api/admin/characters/{id}`: partial inline stat edits (spec 001 sections 2.3 and 5). Strength
 * and defense are the effective values shown (level + training + equipment); max energy and max HP
 * follow from level and equipment and are not set directly.
 */
export class UpdateAdminCharacterDto {
  @IntegerField({ label: 'المستوى', min: 1, max: 100, optional: true, messages: { integer: msg.integer } })
  level?: number;

  @IntegerField({
    label: 'الخبرة',
    min: 0,
    max: Number.MAX_SAFE_INTEGER,
    optional: true,
    messages: { integer: msg.integer, max: msg.invalid },
  })
  exp?: number;

  @IntegerField({
    label: 'القوة',
    min: 0,
    max: INT4_MAX,
    optional: true,
    messages: { integer: msg.integer, max: msg.invalid },
  })
  strength?: number;

  @IntegerField({
    label: 'الدفاع',
    min: 0,
    max: INT4_MAX,
    optional: true,
    messages: { integer: msg.integer, max: msg.invalid },
  })
  defense?: number;

  @IntegerField({
    label: 'الطاقة',
    min: 0,
    max: INT4_MAX,
    optional: true,
    messages: { integer: msg.integer, max: msg.invalid },
  })
  energy?: number;

  @IntegerField({
    label: 'الصحة',
    min: 0,
    max: INT4_MAX,
    optional: true,
    messages: { integer: msg.integer, max: msg.invalid },
  })
  hp?: number;
}

/** `POST /api/admin/characters/{id}/level`. */
export class SetAdminCharacterLevelDto {
  @IntegerField({ label: 'المستوى', min: 1, max: 100, messages: { integer: msg.integer } })
  level: number;
}

/** `POST /api/admin/characters/{id}/reset`: the fixed confirmation field (spec 001 section 7). */
export class ResetAdminCharacterDto {
  @ApiProperty({ enum: [RESET_CONFIRMATION] })
  @Equals(RESET_CONFIRMATION, { message: 'يجب تأكيد إعادة تعيين الشخصية' })
  confirmation: typeof RESET_CONFIRMATION;
}

/** The answer of an admin change: the character afterwards. */
export class AdminCharacterActionResultDto {
  success: boolean;
  message: string;
  character: AdminCharacterDetailDto;
}

/** What a reset removed, written to the ledger with reason `admin_reset` (sunk). */
export class ResetRemovedDto {
  @ApiProperty({ type: 'integer' }) money: number;
  @ApiProperty({ type: 'integer' }) blackcoins: number;
  @ApiProperty({ type: 'integer' }) bankBalance: number;
  /** Inventory units removed (stacks, equipped units, houses, rides, pets). */
  @ApiProperty({ type: 'integer' }) items: number;
  /** The gang the character left, or null. */
  @ApiProperty({ type: 'integer', nullable: true }) leftGangId: number | null;
}

/** `POST /api/admin/characters/{id}/reset`. */
export class ResetAdminCharacterResultDto extends AdminCharacterActionResultDto {
  removed: ResetRemovedDto;
}
