import { plainToInstance, Type } from 'class-transformer';
import {
  getMetadataStorage,
  IsBoolean,
  IsDateString,
  IsIn,
  IsNotEmpty,
  IsObject,
  Matches,
  validate,
  ValidateNested,
} from 'class-validator';
import { msg } from '../src/common/validation/messages';
import { IsOptionalNonNull } from '../src/common/validation/optional';
import { validationDetails } from '../src/common/validation/validation.pipe';
import { AuditLogQueryDto } from '../src/modules/admin/admin-audit.dto';
import { CharacterLedgerExportQueryDto } from '../src/modules/admin/admin-exports.dto';
import { EmailSyncDto } from '../src/modules/auth/auth.dto';
import { CreateCrimeDto } from '../src/modules/crimes/crimes.dto';
import { CreateGameNewsDto } from '../src/modules/game-news/game-news.dto';
import { CatalogueFieldsDto } from '../src/modules/gear/shop-catalogue.dto';
import { CreateJobDto } from '../src/modules/jobs/jobs.dto';
import { LEADERBOARD_SORTS, ScreenRoomEventDto } from '../src/modules/leaderboard/leaderboard.dto';
import { UpdateGiftDayDto } from '../src/modules/login-gift/login-gift.dto';
import {
  CreateMinistryMissionDto,
  MissionChoiceDto,
  MissionEndingDto,
  MissionEndingsDto,
  MissionRewardDto,
  MissionRewardsDto,
  MissionSceneDto,
} from '../src/modules/ministry-missions/ministry-missions.dto';
import { ListBlockedMessagesQueryDto } from '../src/modules/moderation/moderation.dto';
import { CreateBlackcoinPackageDto } from '../src/modules/packages/packages.dto';
import { AdminPurchasesQueryDto } from '../src/modules/packages/purchases-admin.dto';
import {
  CreateSpecialItemDto,
  SpecialItemEffectInputDto,
} from '../src/modules/special-items/special-items.dto';
import { CreateRankingDto } from '../src/modules/tasks/rankings.dto';
import { CreateTaskDto } from '../src/modules/tasks/tasks.dto';
import {
  PushSubscriptionBodyDto,
  PushSubscriptionKeysDto,
  UpdatePushPreferencesDto,
} from '../src/modules/web-push/web-push.dto';

/**
 * The last repeated stacks of issue 28 point 9 (BooleanField, DateField, NestedField, EnumField
 * with `alsoAccepted`, special items' MaxOrPointsField): every moved field is checked against the
 * plain class-validator stack it had (copied from the DTOs before the move), for its rules in
 * registration order and for the `details` over a set of inputs. The OpenAPI side is checked by
 * `npm run openapi` giving the same document.
 */

type Dto = new () => object;

/**
 * A class whose one property carries `stack`, written top to bottom as on the old field and applied
 * bottom first, as TypeScript applies a field's decorators (checked against a hand-written class
 * below).
 */
function plainField(property: string, stack: PropertyDecorator[]): Dto {
  class Plain {}
  for (const decorator of [...stack].reverse()) decorator(Plain.prototype, property);
  return Plain;
}

/** One property's validation rules in registration order (the order of `details`). */
function rulesOf(dto: Dto, property: string) {
  return getMetadataStorage()
    .getTargetValidationMetadatas(dto, '', true, false)
    .filter((rule) => rule.propertyName === property)
    .map((rule) => ({
      type: rule.type,
      name: rule.name,
      each: rule.each,
      message: rule.message,
      // `IsOptionalNonNull`'s condition is a closure made per field: compare its source.
      constraints: (rule.constraints ?? []).map((c: unknown) => (typeof c === 'function' ? String(c) : c)),
    }));
}

/** The details of one property's refusals in a body holding only it (`'valid'` when none). */
async function fieldOutcome(dto: Dto, property: string, value: unknown) {
  const body = value === undefined ? {} : { [property]: value };
  const errors = await validate(plainToInstance(dto, body), { whitelist: true });
  const own = errors.filter((error) => error.property === property);
  return own.length ? validationDetails(own) : 'valid';
}

async function expectSameField(moved: Dto, plain: Dto, property: string, inputs: unknown[]) {
  expect(rulesOf(moved, property)).toEqual(rulesOf(plain, property));
  expect(rulesOf(moved, property).length).toBeGreaterThan(0);
  for (const value of inputs)
    expect([value, await fieldOutcome(moved, property, value)]).toEqual([
      value,
      await fieldOutcome(plain, property, value),
    ]);
}

const BOOLEAN_INPUTS: unknown[] = [
  true,
  false,
  'true',
  'false',
  1,
  0,
  '',
  'yes',
  null,
  undefined,
  [],
  {},
  [true],
];

/** `@IsOptionalNonNull() @IsBoolean({ message: msg.invalid(label) })`, with or without an `@ApiProperty`. */
const plainBoolean = (property: string, label: string) =>
  plainField(property, [IsOptionalNonNull(), IsBoolean({ message: msg.invalid(label) })]);

const BOOLEANS: [string, Dto, string, string][] = [
  ['crimes.dto', CreateCrimeDto, 'isEnabled', 'حالة التفعيل'],
  ['game-news.dto', CreateGameNewsDto, 'isActive', 'حالة التفعيل'],
  ['shop-catalogue.dto', CatalogueFieldsDto, 'isActive', 'الحالة'],
  ['jobs.dto', CreateJobDto, 'isEnabled', 'حالة التفعيل'],
  ['login-gift.dto', UpdateGiftDayDto, 'isActive', 'حالة التفعيل'],
  ['ministry-missions.dto choice', MissionChoiceDto, 'givesPoint', 'قيمة النقطة'],
  ['ministry-missions.dto', CreateMinistryMissionDto, 'isActive', 'حالة التفعيل'],
  ['packages.dto (PackageFieldsDto)', CreateBlackcoinPackageDto, 'isActive', 'الحالة'],
  ['special-items.dto effect', SpecialItemEffectInputDto, 'nameChange', 'تغيير الاسم'],
  ['special-items.dto effect', SpecialItemEffectInputDto, 'gangBomb', 'قنبلة العصابة'],
  ['special-items.dto effect', SpecialItemEffectInputDto, 'attackImmunity', 'الحماية من الهجوم'],
  ['special-items.dto effect', SpecialItemEffectInputDto, 'cdReset', 'إعادة التعيين'],
  ['special-items.dto', CreateSpecialItemDto, 'isAvailable', 'الإتاحة'],
  ['special-items.dto', CreateSpecialItemDto, 'isActive', 'الحالة'],
  ['rankings.dto', CreateRankingDto, 'isActive', 'حالة التفعيل'],
  ['tasks.dto', CreateTaskDto, 'isActive', 'حالة التفعيل'],
  ['web-push.dto', UpdatePushPreferencesDto, 'enabled', 'تفعيل الإشعارات'],
  ['web-push.dto', UpdatePushPreferencesDto, 'release', 'إشعار الخروج من السجن أو المستشفى'],
  ['web-push.dto', UpdatePushPreferencesDto, 'training', 'إشعار انتهاء التدريب'],
  ['web-push.dto', UpdatePushPreferencesDto, 'attacked', 'إشعار الهجوم'],
  ['web-push.dto', UpdatePushPreferencesDto, 'message', 'إشعار الرسائل'],
  ['web-push.dto', UpdatePushPreferencesDto, 'friendRequest', 'إشعار طلبات الصداقة'],
  ['web-push.dto', UpdatePushPreferencesDto, 'gang', 'إشعار العصابة'],
  ['web-push.dto', UpdatePushPreferencesDto, 'contractExecuted', 'إشعار تنفيذ العقد'],
  ['web-push.dto', UpdatePushPreferencesDto, 'dailyGift', 'إشعار الهدية اليومية'],
];

const DATE_INPUTS: unknown[] = [
  '2026-11-01',
  '2024-02-29',
  '2026-02-29',
  '2026-02-30',
  '2026-13-01',
  '2026-1-1',
  '20261101',
  '2026-11',
  '2026-W01',
  '2026-001',
  '2026-11-01T10:00:00Z',
  '2026-11-01T10:00:00.000+03:00',
  '2026-11-01 10:00',
  ' 2026-11-01',
  '2026-11-01\n',
  'abc',
  '',
  20261101,
  true,
  null,
  undefined,
  ['2026-11-01'],
  {},
];

/** The game-day stack of the three admin filters: `@IsOptionalNonNull() @Matches(GAME_DAY) @IsDateString({ strict: true })`. */
class PlainGameDay {
  @IsOptionalNonNull()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: msg.invalid('تاريخ البداية') })
  @IsDateString({ strict: true }, { message: msg.invalid('تاريخ البداية') })
  dateFrom?: string;
}

const plainGameDay = (property: string, label: string) =>
  plainField(property, [
    IsOptionalNonNull(),
    Matches(/^\d{4}-\d{2}-\d{2}$/, { message: msg.invalid(label) }),
    IsDateString({ strict: true }, { message: msg.invalid(label) }),
  ]);

const GAME_DAYS: [string, Dto, string, string][] = [
  ['admin-audit.dto', AuditLogQueryDto, 'dateFrom', 'تاريخ البداية'],
  ['admin-audit.dto', AuditLogQueryDto, 'dateTo', 'تاريخ النهاية'],
  ['admin-exports.dto', CharacterLedgerExportQueryDto, 'dateFrom', 'تاريخ البداية'],
  ['admin-exports.dto', CharacterLedgerExportQueryDto, 'dateTo', 'تاريخ النهاية'],
  ['purchases-admin.dto', AdminPurchasesQueryDto, 'dateFrom', 'تاريخ البداية'],
  ['purchases-admin.dto', AdminPurchasesQueryDto, 'dateTo', 'تاريخ النهاية'],
];

/** A valid value of each nested DTO, checked valid below (so the inputs built on it test something). */
const choice = { text: 'اختيار', givesPoint: true };
const scene = { text: 'مشهد', image: '', choices: [choice, { text: 'ثان' }] };
const ending = { text: 'نهاية' };
const endings = { 0: ending, 1: ending, 2: ending, 3: ending };
const reward = { exp: 1, money: 0, blackcoins: 2 };
const rewards = { 0: reward, 1: reward, 2: reward, 3: reward };
const effect = { health: 'max', energy: 5, nameChange: false };
const keys = { p256dh: 'A'.repeat(87), auth: 'b'.repeat(22) };

/** Valid, invalid inside, not an object (array, text, number, boolean), empty, null and absent. */
const nestedInputs = (valid: object, invalidInside: object[]): unknown[] => [
  valid,
  ...invalidInside,
  {},
  [valid],
  [],
  'x',
  '',
  5,
  true,
  null,
  undefined,
];

const NESTED: [string, Dto, string, Dto, object, object[]][] = [
  [
    'ministry-missions.dto intro (IsNotEmpty)',
    CreateMinistryMissionDto,
    'intro',
    plainField('intro', [
      ValidateNested({ message: msg.required('المقدمة') }),
      Type(() => MissionSceneDto),
      IsNotEmpty({ message: msg.required('المقدمة') }),
    ]),
    scene,
    [
      { ...scene, choices: [choice] },
      { ...scene, text: 5 },
      { ...scene, choices: [choice, { text: '' }] },
    ],
  ],
  [
    'ministry-missions.dto scene3 (IsNotEmpty)',
    CreateMinistryMissionDto,
    'scene3',
    plainField('scene3', [
      ValidateNested({ message: msg.required('المشهد الثالث') }),
      Type(() => MissionSceneDto),
      IsNotEmpty({ message: msg.required('المشهد الثالث') }),
    ]),
    scene,
    [{ text: '' }],
  ],
  [
    'ministry-missions.dto endings (IsNotEmpty)',
    CreateMinistryMissionDto,
    'endings',
    plainField('endings', [
      ValidateNested({ message: msg.required('النهايات') }),
      Type(() => MissionEndingsDto),
      IsNotEmpty({ message: msg.required('النهايات') }),
    ]),
    endings,
    [
      { ...endings, 2: { text: '' } },
      { ...endings, 3: 'x' },
    ],
  ],
  [
    'ministry-missions.dto rewards (optional)',
    CreateMinistryMissionDto,
    'rewards',
    plainField('rewards', [
      IsOptionalNonNull(),
      ValidateNested({ message: msg.invalid('المكافآت') }),
      Type(() => MissionRewardsDto),
    ]),
    rewards,
    [
      { ...rewards, 1: { ...reward, exp: -1 } },
      { ...rewards, 0: null },
    ],
  ],
  [
    'ministry-missions.dto an ending',
    MissionEndingsDto,
    '0',
    plainField('0', [ValidateNested(), Type(() => MissionEndingDto)]),
    ending,
    [{ text: '' }, { text: 7 }],
  ],
  [
    'ministry-missions.dto a reward',
    MissionRewardsDto,
    '3',
    plainField('3', [ValidateNested(), Type(() => MissionRewardDto)]),
    reward,
    [{ ...reward, money: 1.5 }, { exp: '1' }],
  ],
  [
    'special-items.dto effect (IsObject, optional)',
    CreateSpecialItemDto,
    'effect',
    plainField('effect', [
      IsOptionalNonNull(),
      IsObject({ message: msg.invalid('التأثير') }),
      ValidateNested(),
      Type(() => SpecialItemEffectInputDto),
    ]),
    effect,
    [{ health: 'MAX' }, { nameChange: 'true' }, { energy: null }],
  ],
  [
    'web-push.dto keys (IsObject)',
    PushSubscriptionBodyDto,
    'keys',
    plainField('keys', [
      IsObject({ message: msg.invalid('مفاتيح الاشتراك') }),
      ValidateNested(),
      Type(() => PushSubscriptionKeysDto),
    ]),
    keys,
    [{ ...keys, auth: 'short' }, { p256dh: 1 }],
  ],
];

describe('the last repeated DTO stacks moved onto composites (issue 28, point 9)', () => {
  it('plainField applies a stack as TypeScript applies the written decorators', async () => {
    const built = plainGameDay('dateFrom', 'تاريخ البداية');
    await expectSameField(PlainGameDay, built, 'dateFrom', DATE_INPUTS);
  });

  it.each(BOOLEANS)(
    '%s %p.%s keeps its rules and details on BooleanField',
    async (_f, moved, property, label) => {
      await expectSameField(moved, plainBoolean(property, label), property, BOOLEAN_INPUTS);
      expect(await fieldOutcome(moved, property, 'true')).toEqual([msg.invalid(label)]);
      expect(await fieldOutcome(moved, property, null)).toEqual([msg.invalid(label)]);
      expect(await fieldOutcome(moved, property, false)).toBe('valid');
    },
  );

  it.each(GAME_DAYS)(
    '%s %p.%s keeps its rules and details on DateField({ day })',
    async (_f, moved, property, label) => {
      await expectSameField(moved, plainGameDay(property, label), property, DATE_INPUTS);
      expect(await fieldOutcome(moved, property, '2026-11-01')).toBe('valid');
      for (const refused of ['2026-02-30', '2026-11-01T10:00:00Z', null])
        expect(await fieldOutcome(moved, property, refused)).toEqual([msg.invalid(label)]);
    },
  );

  it.each([
    ['dateFrom', 'تاريخ البداية'],
    ['dateTo', 'تاريخ النهاية'],
  ])(
    'moderation.dto ListBlockedMessagesQueryDto.%s keeps its rules and details on DateField',
    async (property, label) => {
      const plain = plainField(property, [
        IsOptionalNonNull(),
        IsDateString({}, { message: msg.invalid(label) }),
      ]);
      await expectSameField(ListBlockedMessagesQueryDto, plain, property, DATE_INPUTS);
      // Not a game day: a time is accepted here, and so is 2026-02-30 (not strict), as before.
      expect(await fieldOutcome(ListBlockedMessagesQueryDto, property, '2026-11-01T10:00:00Z')).toBe('valid');
      expect(await fieldOutcome(ListBlockedMessagesQueryDto, property, 'abc')).toEqual([msg.invalid(label)]);
    },
  );

  it.each(NESTED)(
    '%s keeps its rules and details on NestedField',
    async (_name, moved, property, plain, valid, bad) => {
      expect(await fieldOutcome(moved, property, valid)).toBe('valid');
      for (const value of bad) expect(await fieldOutcome(moved, property, value)).not.toBe('valid');
      await expectSameField(moved, plain, property, nestedInputs(valid, bad));
    },
  );

  it('the nested sentences read as before: missing scene, bad rewards, a bad choice inside', async () => {
    expect(await fieldOutcome(CreateMinistryMissionDto, 'intro', undefined)).toEqual(['المقدمة مطلوب']);
    expect(await fieldOutcome(CreateMinistryMissionDto, 'rewards', 'x')).toEqual(['المكافآت غير صحيح']);
    expect(await fieldOutcome(CreateMinistryMissionDto, 'scene1', { ...scene, choices: [choice] })).toEqual([
      'كل مشهد يحتاج اختيارين',
    ]);
    expect(await fieldOutcome(CreateSpecialItemDto, 'effect', [effect])).toContain('التأثير غير صحيح');
    // As before the move (no `notEmpty` on the four keys): an ending left out is not refused here.
    for (const dto of [CreateMinistryMissionDto, NESTED[2][3]])
      expect(await fieldOutcome(dto, 'endings', { 0: ending })).toBe('valid');
  });

  it.each([
    [
      'auth.dto EmailSyncDto.gender',
      EmailSyncDto,
      'gender',
      plainField('gender', [
        IsOptionalNonNull(),
        IsIn(['male', 'female'], { message: 'الجنس يجب أن يكون ذكر أو أنثى' }),
      ]),
      ['male', 'female', 'Male', 'ذكر', '', 1],
    ],
    [
      'leaderboard.dto ScreenRoomEventDto.sort',
      ScreenRoomEventDto,
      'sort',
      plainField('sort', [IsOptionalNonNull(), IsIn(LEADERBOARD_SORTS, { message: 'نوع الترتيب غير صحيح' })]),
      [...LEADERBOARD_SORTS, 'FAME', 'xp', ''],
    ],
    [
      'moderation.dto ListBlockedMessagesQueryDto.messageType',
      ListBlockedMessagesQueryDto,
      'messageType',
      plainField('messageType', [
        IsOptionalNonNull(),
        IsIn(['GLOBAL', 'PRIVATE', 'global', 'private'], { message: 'نوع الرسالة غير صحيح' }),
      ]),
      ['GLOBAL', 'PRIVATE', 'global', 'private', 'Global', 'GROUP', ''],
    ],
  ] as [string, Dto, string, Dto, unknown[]][])(
    '%s keeps its rules and details on EnumField',
    async (_n, moved, property, plain, values) => {
      await expectSameField(moved, plain, property, [...values, null, undefined, 0, true, [values[0]], {}]);
    },
  );

  it('moderation messageType still accepts the lower-case spellings the document does not list', async () => {
    for (const value of ['global', 'private', 'GLOBAL'])
      expect(await fieldOutcome(ListBlockedMessagesQueryDto, 'messageType', value)).toBe('valid');
    expect(await fieldOutcome(ListBlockedMessagesQueryDto, 'messageType', 'Global')).toEqual([
      'نوع الرسالة غير صحيح',
    ]);
  });

  it.each([
    ['health', 'تأثير الصحة'],
    ['energy', 'تأثير الطاقة'],
  ])(
    'special-items.dto effect %s keeps its rules and details on MaxOrPointsField',
    async (property, label) => {
      const moved = SpecialItemEffectInputDto;
      // `IsMaxOrPoints` is the module's own: the plain stack takes it from the moved field's rule.
      const own = getMetadataStorage()
        .getTargetValidationMetadatas(moved, '', true, false)
        .find((rule) => rule.propertyName === property && rule.name === 'isMaxOrPoints');
      expect(own?.message).toBe(msg.invalid(label));
      // The old stack's outcomes: `'max'`, a whole number 0 to 1e9, or absent; anything else, null
      // included, the one sentence.
      const accepted = ['max', 0, 5, 1_000_000_000, undefined];
      const refused = [1_000_000_001, -1, 1.5, Number.NaN, '5', 'MAX', '', null, true, [5], {}];
      for (const value of accepted)
        expect([value, await fieldOutcome(moved, property, value)]).toEqual([value, 'valid']);
      for (const value of refused)
        expect([value, await fieldOutcome(moved, property, value)]).toEqual([value, [msg.invalid(label)]]);
      const rules = getMetadataStorage()
        .getTargetValidationMetadatas(moved, '', true, false)
        .filter((rule) => rule.propertyName === property)
        .map((rule) => rule.name ?? rule.type);
      // Registered bottom first, as the stack `@IsOptionalNonNull() @IsMaxOrPoints()` was.
      expect(rules).toEqual(['isMaxOrPoints', 'conditionalValidation']);
    },
  );
});
