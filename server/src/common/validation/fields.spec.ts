import { Body, Controller, Module, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { ApiProperty, DocumentBuilder, PartialType, SwaggerModule } from '@nestjs/swagger';
import { plainToInstance } from 'class-transformer';
import { Type } from 'class-transformer';
import {
  getMetadataStorage,
  IsBoolean,
  IsDateString,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  validate,
  ValidateNested,
} from 'class-validator';
import {
  BooleanField,
  DateField,
  EnumField,
  GAME_DAY,
  IdField,
  IntegerField,
  NestedField,
  TextField,
} from './fields';
import { strictInteger } from './integers';
import { msg } from './messages';
import { IsOptionalNonNull } from './optional';
import { IsNotBlank } from './text';
import { trim } from './transforms';
import { validationDetails } from './validation.pipe';

type Dto = new () => object;

/**
 * What the Swagger CLI plugin writes on a class of a `*.dto.ts` file (it does not run under swc):
 * `required` and `type` always, the bounds and lengths only where it sees the plain decorators.
 */
function pluginFactory(entries: Record<string, Record<string, unknown>>) {
  return () => Object.fromEntries(Object.entries(entries).map(([name, entry]) => [name, { ...entry }]));
}

const INT4_MAX = 2_147_483_647;
const USERNAME = /^[\p{L}\p{N}_.-]+$/u;
const SORTS = ['newest', 'cheapest'] as const;
type Sort = (typeof SORTS)[number];

/** The hand-written stacks, as the DTOs had them. */
class PlainDto {
  static _OPENAPI_METADATA_FACTORY = pluginFactory({
    name: { required: true, type: () => String, minLength: 3, maxLength: 20 },
    level: { required: false, type: () => Number, minimum: 1, maximum: 100 },
    page: { required: false, type: () => Number, minimum: 1, maximum: 100_000 },
    gangId: { required: true, type: () => Number, minimum: 1, maximum: INT4_MAX },
    note: { required: false, type: () => String, maxLength: 200 },
    username: { required: true, type: () => String, minLength: 3, maxLength: 15, pattern: USERNAME.source },
    reason: { required: true, type: () => String, maxLength: 500 },
    search: { required: false, type: () => String, maxLength: 50 },
    word: { required: true, type: () => String, maxLength: 10 },
    sort: { required: false, enum: ['newest', 'cheapest'] },
  });

  @trim()
  @IsString({ message: msg.required('اسم العصابة') })
  @MinLength(3, { message: msg.minLength('اسم العصابة', 3) })
  @MaxLength(20, { message: msg.maxLength('اسم العصابة', 20) })
  name: string;

  @ApiProperty({ type: 'integer', required: false, default: 1 })
  @IsOptionalNonNull()
  @IsInt({ message: msg.integer('المستوى') })
  @Min(1, { message: msg.min('المستوى', 1) })
  @Max(100, { message: msg.max('المستوى', 100) })
  level?: number;

  @ApiProperty({ type: 'integer', required: false, default: 1, minimum: 1 })
  @IsOptionalNonNull()
  @strictInteger()
  @IsInt({ message: msg.invalid('رقم الصفحة') })
  @Min(1, { message: msg.min('رقم الصفحة', 1) })
  @Max(100_000, { message: msg.invalid('رقم الصفحة') })
  page?: number;

  @ApiProperty({ type: 'integer' })
  @IsInt({ message: msg.invalid('معرف العصابة') })
  @Min(1, { message: msg.invalid('معرف العصابة') })
  @Max(INT4_MAX, { message: msg.invalid('معرف العصابة') })
  gangId: number;

  @IsOptionalNonNull()
  @trim()
  @IsString({ message: msg.invalid('الملاحظة') })
  @MaxLength(200, { message: msg.maxLength('الملاحظة', 200) })
  note?: string;

  @trim()
  @IsString({ message: msg.required('اسم المستخدم') })
  @MinLength(3, { message: msg.minLength('اسم المستخدم', 3) })
  @MaxLength(15, { message: msg.maxLength('اسم المستخدم', 15) })
  @Matches(USERNAME, { message: 'اسم المستخدم يجب أن يحتوي على حروف وأرقام فقط' })
  username: string;

  @IsString({ message: msg.required('سبب البلاغ') })
  @IsNotBlank({ message: msg.required('سبب البلاغ') })
  @MaxLength(500, { message: msg.maxLength('سبب البلاغ', 500) })
  reason: string;

  @IsOptionalNonNull()
  @trim()
  @IsString()
  @MaxLength(50, { message: msg.maxLength('البحث', 50) })
  search?: string;

  @trim()
  @IsString({ message: msg.required('الكلمة') })
  @IsNotEmpty({ message: msg.required('الكلمة') })
  @MaxLength(10, { message: msg.maxLength('الكلمة', 10) })
  word: string;

  @ApiProperty({ enum: SORTS, enumName: 'Sort', required: false, default: 'newest' })
  @IsOptionalNonNull()
  @IsIn(SORTS, { message: msg.invalid('الترتيب') })
  sort?: Sort;
}

/** The same fields through the composites. */
class CompositeDto {
  static _OPENAPI_METADATA_FACTORY = pluginFactory({
    name: { required: true, type: () => String },
    level: { required: false, type: () => Number },
    page: { required: false, type: () => Number },
    gangId: { required: true, type: () => Number },
    note: { required: false, type: () => String },
    username: { required: true, type: () => String },
    reason: { required: true, type: () => String },
    search: { required: false, type: () => String },
    word: { required: true, type: () => String },
    sort: { required: false, enum: ['newest', 'cheapest'] },
  });

  @TextField({ label: 'اسم العصابة', trim: true, minLength: 3, maxLength: 20 })
  name: string;

  @IntegerField({
    label: 'المستوى',
    min: 1,
    max: 100,
    optional: true,
    default: 1,
    messages: { integer: msg.integer },
  })
  level?: number;

  @IntegerField({
    label: 'رقم الصفحة',
    min: 1,
    max: 100_000,
    optional: true,
    fromText: true,
    default: 1,
    messages: { max: msg.invalid },
  })
  page?: number;

  @IdField({ label: 'معرف العصابة', max: INT4_MAX })
  gangId: number;

  @TextField({ label: 'الملاحظة', optional: true, trim: true, maxLength: 200 })
  note?: string;

  @TextField({
    label: 'اسم المستخدم',
    trim: true,
    minLength: 3,
    maxLength: 15,
    pattern: USERNAME,
    messages: { pattern: 'اسم المستخدم يجب أن يحتوي على حروف وأرقام فقط' },
  })
  username: string;

  @TextField({ label: 'سبب البلاغ', notBlank: true, maxLength: 500 })
  reason: string;

  @TextField({ label: 'البحث', optional: true, trim: true, maxLength: 50, messages: { string: null } })
  search?: string;

  @TextField({ label: 'الكلمة', trim: true, notEmpty: true, maxLength: 10 })
  word: string;

  @EnumField({ values: SORTS, enumName: 'Sort', label: 'الترتيب', optional: true, default: 'newest' })
  sort?: Sort;
}

/** Each rule of a class as class-validator registered it, in order (conditions apart). */
function rulesOf(dto: Dto) {
  const rules = getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false);
  const describe = (rule: (typeof rules)[number]) => ({
    property: rule.propertyName,
    type: rule.type,
    name: rule.name,
    // A condition is a closure per field: compare its code.
    constraints: (rule.constraints as unknown[] | undefined)?.map((c) =>
      typeof c === 'function' ? String(c) : c,
    ),
    message: rule.message,
  });
  const conditional = rules.filter((rule) => rule.type === 'conditionalValidation');
  return {
    conditions: conditional.map(describe).sort((a, b) => a.property.localeCompare(b.property)),
    rules: rules.filter((rule) => rule.type !== 'conditionalValidation').map(describe),
  };
}

/** What a request body becomes: the validation pipe's `details`, or the transformed values. */
async function outcome(dto: Dto, body: Record<string, unknown>) {
  const instance = plainToInstance(dto, body);
  const errors = await validate(instance, { whitelist: true });
  return errors.length ? { details: validationDetails(errors) } : { values: { ...instance } };
}

const valid = { name: ' الذئاب ', gangId: 7, username: 'علي_1', reason: 'سبب', word: 'كلمة' };
const bodies: Record<string, unknown>[] = [
  valid,
  {},
  { ...valid, level: 50, page: '3', note: '  ملاحظة  ', search: ' بحث ' },
  { ...valid, name: 'ab', gangId: 0, username: 'a b', reason: '\u200b ', level: 1.5, page: '0x10' },
  { ...valid, name: 5, gangId: INT4_MAX + 1, username: 'x'.repeat(16), reason: 'y'.repeat(501), level: 101 },
  { ...valid, name: null, gangId: null, username: null, reason: null, level: null, page: null, note: null },
  { ...valid, name: '   ', gangId: '7', username: '', reason: 7, level: '5', page: '', search: 5 },
  { ...valid, name: 'x'.repeat(21), page: '100001', note: 'n'.repeat(201), search: 's'.repeat(51) },
  { ...valid, level: 0, page: '-1', note: 4, word: '  ', sort: 'oldest' },
  { ...valid, sort: null },
  { ...valid, sort: 'cheapest' },
  { ...valid, word: 'k'.repeat(11) },
];

/** The OpenAPI schemas Swagger builds for `dtos`, as the JSON text of the document (key order kept). */
async function schemasOf(...dtos: Dto[]): Promise<Record<string, string>> {
  const controllers = dtos.map((dto) => {
    @Controller(dto.name)
    class DtoController {
      @Post()
      take(@Body() _body: object) {}
    }
    Reflect.defineMetadata('design:paramtypes', [dto], DtoController.prototype, 'take');
    return DtoController;
  });
  @Module({ controllers })
  class DtoModule {}
  const app = await NestFactory.create(DtoModule, new FastifyAdapter(), { preview: true, logger: false });
  const document = SwaggerModule.createDocument(app, new DocumentBuilder().build());
  await app.close();
  const schemas = document.components?.schemas ?? {};
  return Object.fromEntries(dtos.map((dto) => [dto.name, JSON.stringify(schemas[dto.name])]));
}

describe('composite field decorators', () => {
  it('register the same rules with the same sentences, in the same order, as the hand-written stacks', () => {
    expect(rulesOf(CompositeDto)).toEqual(rulesOf(PlainDto));
  });

  it('accept, transform and refuse every body as the stacks did, with the same details in the same order', async () => {
    for (const body of bodies)
      expect(await outcome(CompositeDto, body)).toEqual(await outcome(PlainDto, body));
    expect(await outcome(CompositeDto, bodies[3])).toEqual({
      details: [
        'اسم العصابة يجب أن يكون 3 أحرف على الأقل',
        'المستوى يجب أن يكون عدداً صحيحاً',
        'رقم الصفحة غير صحيح',
        'رقم الصفحة يجب أن يكون 1 على الأقل',
        'معرف العصابة غير صحيح',
        'اسم المستخدم يجب أن يحتوي على حروف وأرقام فقط',
        'سبب البلاغ مطلوب',
      ],
    });
    expect(await outcome(CompositeDto, bodies[2])).toEqual({
      values: { ...valid, name: 'الذئاب', level: 50, page: 3, note: 'ملاحظة', search: 'بحث' },
    });
  });

  it('give the OpenAPI document the stacks gave: same keys, key order and property order', async () => {
    class PartialPlainDto extends PartialType(PlainDto) {}
    class PartialCompositeDto extends PartialType(CompositeDto) {}
    const schemas = await schemasOf(PlainDto, CompositeDto, PartialPlainDto, PartialCompositeDto);
    expect(schemas.CompositeDto).toEqual(schemas.PlainDto);
    expect(schemas.PartialCompositeDto).toEqual(schemas.PartialPlainDto);
    // The integers and the enum (an @ApiProperty each) come first, the texts where the plugin put them.
    expect(Object.keys(JSON.parse(schemas.CompositeDto).properties)).toEqual([
      'level',
      'page',
      'gangId',
      'sort',
      'name',
      'note',
      'username',
      'reason',
      'search',
      'word',
    ]);
    expect(JSON.parse(schemas.CompositeDto).properties.username).toEqual({
      type: 'string',
      minLength: 3,
      maxLength: 15,
      pattern: USERNAME.source,
    });
  });

  it('refuse at class definition a sentence that needs a label none was given', () => {
    expect(() => IntegerField({ min: 1 })).toThrow('A field without a label needs its integer message');
    expect(() => TextField({ maxLength: 5, message: 'نص غير صحيح' })).not.toThrow();
  });
});

describe('IdField', () => {
  class NoticeParamsDto {
    @IdField({ label: 'معرف الإشعار', fromText: true, max: Number.MAX_SAFE_INTEGER })
    id: number;
  }

  it('reads a path id strictly and says one sentence for every refusal', async () => {
    expect(await outcome(NoticeParamsDto, { id: '12' })).toEqual({ values: { id: 12 } });
    for (const id of ['0x10', '0', '1.5', ' 12', '9007199254740993', undefined])
      expect(await outcome(NoticeParamsDto, { id })).toEqual({ details: ['معرف الإشعار غير صحيح'] });
  });
});

/** A nested DTO for the nested fields below. */
class InnerDto {
  static _OPENAPI_METADATA_FACTORY = pluginFactory({ text: { required: true, type: () => String } });

  @IsString({ message: msg.required('النص') })
  text: string;
}

/** Boolean, date, nested and enum stacks as the DTOs had them, a field with and one without `@ApiProperty` each. */
class PlainMoreDto {
  static _OPENAPI_METADATA_FACTORY = pluginFactory({
    isActive: { required: false, type: () => Boolean },
    enabled: { required: false, type: () => Boolean },
    // The plugin writes a `pattern` only for a regex literal in `@Matches`, not for `GAME_DAY`.
    dateFrom: { required: false, type: () => String },
    since: { required: false, type: () => String },
    intro: { required: true, type: () => InnerDto },
    extra: { required: false, type: () => InnerDto },
    gender: { required: false, enum: ['male', 'female'], type: () => String },
    kind: { required: false, type: () => String },
  });

  @IsOptionalNonNull()
  @IsBoolean({ message: msg.invalid('الحالة') })
  isActive?: boolean;

  @ApiProperty({ required: false, default: true })
  @IsOptionalNonNull()
  @IsBoolean({ message: msg.invalid('التفعيل') })
  enabled?: boolean;

  @ApiProperty({ required: false, example: '2026-11-01' })
  @IsOptionalNonNull()
  @Matches(GAME_DAY, { message: msg.invalid('تاريخ البداية') })
  @IsDateString({ strict: true }, { message: msg.invalid('تاريخ البداية') })
  dateFrom?: string;

  @IsOptionalNonNull()
  @IsDateString({}, { message: msg.invalid('منذ') })
  since?: string;

  @ValidateNested({ message: msg.required('المقدمة') })
  @Type(() => InnerDto)
  @IsNotEmpty({ message: msg.required('المقدمة') })
  intro: InnerDto;

  @IsOptionalNonNull()
  @ValidateNested({ message: msg.invalid('الإضافة') })
  @Type(() => InnerDto)
  extra?: InnerDto;

  @IsOptionalNonNull()
  @IsIn(['male', 'female'], { message: 'الجنس يجب أن يكون ذكر أو أنثى' })
  gender?: 'male' | 'female';

  @ApiProperty({ required: false, enum: ['A', 'B'], enumName: 'Kind' })
  @IsOptionalNonNull()
  @IsIn(['A', 'B', 'a', 'b'], { message: msg.invalid('النوع') })
  kind?: string;
}

/** The same fields through BooleanField, DateField, NestedField and EnumField. */
class CompositeMoreDto {
  static _OPENAPI_METADATA_FACTORY = pluginFactory({
    isActive: { required: false, type: () => Boolean },
    enabled: { required: false, type: () => Boolean },
    dateFrom: { required: false, type: () => String },
    since: { required: false, type: () => String },
    intro: { required: true, type: () => InnerDto },
    extra: { required: false, type: () => InnerDto },
    gender: { required: false, enum: ['male', 'female'], type: () => String },
    kind: { required: false, type: () => String },
  });

  @BooleanField({ label: 'الحالة', optional: true, apiProperty: false })
  isActive?: boolean;

  @BooleanField({ label: 'التفعيل', optional: true, default: true })
  enabled?: boolean;

  @DateField({ label: 'تاريخ البداية', optional: true, day: true, example: '2026-11-01' })
  dateFrom?: string;

  @DateField({ label: 'منذ', optional: true, apiProperty: false })
  since?: string;

  @NestedField(() => InnerDto, { label: 'المقدمة', notEmpty: true })
  intro: InnerDto;

  @NestedField(() => InnerDto, { label: 'الإضافة', optional: true })
  extra?: InnerDto;

  @EnumField({
    values: ['male', 'female'],
    message: 'الجنس يجب أن يكون ذكر أو أنثى',
    optional: true,
    apiProperty: false,
  })
  gender?: 'male' | 'female';

  @EnumField({
    values: ['A', 'B'],
    alsoAccepted: ['a', 'b'],
    enumName: 'Kind',
    label: 'النوع',
    optional: true,
  })
  kind?: string;
}

const moreValid = { intro: { text: 'نص' } };
const moreBodies: Record<string, unknown>[] = [
  moreValid,
  {},
  { ...moreValid, isActive: true, enabled: false, dateFrom: '2026-11-01', since: '2026-11-01T10:00:00Z' },
  { ...moreValid, extra: { text: 'x' }, gender: 'female', kind: 'b' },
  {
    ...moreValid,
    isActive: 'true',
    enabled: 1,
    dateFrom: '2026-02-30',
    since: 'abc',
    gender: 'Male',
    kind: 'c',
  },
  { ...moreValid, dateFrom: '2026-11-01T10:00:00Z', since: '2026-02-30', extra: {} },
  {
    intro: null,
    isActive: null,
    enabled: null,
    dateFrom: null,
    since: null,
    extra: null,
    gender: null,
    kind: null,
  },
  { intro: 'x', extra: [{ text: 'x' }], dateFrom: 20261101 },
  { intro: { text: 5 }, extra: 'x' },
  { intro: '' },
];

describe('BooleanField, DateField, NestedField, EnumField (apiProperty, alsoAccepted)', () => {
  it("register the stacks' rules, refuse and accept as they did, and give the same OpenAPI schema", async () => {
    expect(rulesOf(CompositeMoreDto)).toEqual(rulesOf(PlainMoreDto));
    for (const body of moreBodies)
      expect([body, await outcome(CompositeMoreDto, body)]).toEqual([
        body,
        await outcome(PlainMoreDto, body),
      ]);
    expect(await outcome(CompositeMoreDto, moreBodies[4])).toEqual({
      details: [
        'الحالة غير صحيح',
        'التفعيل غير صحيح',
        'تاريخ البداية غير صحيح',
        'منذ غير صحيح',
        'الجنس يجب أن يكون ذكر أو أنثى',
        'النوع غير صحيح',
      ],
    });
    const schemas = await schemasOf(PlainMoreDto, CompositeMoreDto);
    expect(schemas.CompositeMoreDto).toEqual(schemas.PlainMoreDto);
    // The boolean, date and enum with an @ApiProperty come first, as they did.
    expect(Object.keys(JSON.parse(schemas.CompositeMoreDto).properties)).toEqual([
      'enabled',
      'dateFrom',
      'kind',
      'isActive',
      'since',
      'intro',
      'extra',
      'gender',
    ]);
  });

  it('refuse at class definition an OpenAPI value without the @ApiProperty that carries it', () => {
    expect(() => BooleanField({ label: 'x', apiProperty: false, default: true })).toThrow('drop apiProperty');
    expect(() => DateField({ label: 'x', apiProperty: false, example: '2026-11-01' })).toThrow(
      'drop apiProperty',
    );
    expect(() => BooleanField({})).toThrow('A field without a label needs its boolean message');
  });
});
