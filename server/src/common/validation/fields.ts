import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptions } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsDateString,
  IsIn,
  IsInt,
  IS_NUMBER,
  IsNotEmpty,
  isNumber,
  IsObject,
  type IsNumberOptions,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
  ValidateNested,
  type ValidationOptions,
} from 'class-validator';
import { strictInteger } from './integers';
import { msg } from './messages';
import { IsOptionalNonNull } from './optional';
import { AddToPluginSchema, PluginSchema } from './plugin-schema';
import { IsNotBlank } from './text';
import { trim as trimmed } from './transforms';

/**
 * One refusal's Arabic sentence: the sentence itself, or a function of the field's label (and of the
 * bound or length for min/max rules), like `msg.invalid`, `msg.integer`, `msg.min`, `msg.maxLength`.
 */
export type FieldMessage = string | ((label: string, bound: number) => string);

/**
 * Builds the composite: `stack` is written top to bottom as the plain decorators were on a field.
 * TypeScript applies a field's decorators bottom first, and class-validator reports failed rules in
 * the order they were applied (`details` keeps that order), while `applyDecorators` applies its
 * arguments first to last; so the stack is reversed here and a composite reports exactly as the
 * hand-written stack did. A plain decorator written below a composite is applied before all of it,
 * one written above after all of it, as before. Exported for a module's own composite (a rule only
 * it has, such as special items' `'max'`-or-points).
 */
export function composite(stack: (PropertyDecorator | false | undefined)[]): PropertyDecorator {
  const decorators = stack.filter((decorator): decorator is PropertyDecorator => !!decorator);
  return applyDecorators(...decorators.reverse());
}

/** The sentence for one rule: the field's own, else the one for every rule, else the default. */
function sentence(
  kind: string,
  label: string | undefined,
  bound: number,
  given: FieldMessage | undefined,
  every: string | undefined,
  fallback: FieldMessage,
): string {
  const chosen = given ?? every ?? fallback;
  if (typeof chosen === 'string') return chosen;
  if (label === undefined) throw new Error(`A field without a label needs its ${kind} message`);
  return chosen(label, bound);
}

export interface IntegerFieldOptions {
  /** The field's Arabic name in the default sentences (`المستوى المطلوب`). */
  label?: string;
  /** Smallest accepted value (`@Min`). */
  min?: number;
  /** Largest accepted value (`@Max`). */
  max?: number;
  /** The request may omit the field, but not send `null` ({@link IsOptionalNonNull}). */
  optional?: boolean;
  /** The value arrives as text (a path or query value): read it with {@link strictInteger}. */
  fromText?: boolean;
  /** One sentence for every refusal (not an integer, below `min`, above `max`). */
  message?: string;
  /** A sentence for one refusal, over `message`. Defaults: `msg.invalid`, `msg.min`, `msg.max`. */
  messages?: { integer?: FieldMessage; min?: FieldMessage; max?: FieldMessage };
  /** OpenAPI only: the value the server takes when the field is omitted. */
  default?: number;
  /** OpenAPI only, where the field has no doc comment for the plugin to read. */
  description?: string;
}

/**
 * DTO property decorator for a whole number, in place of the stack
 * `@ApiProperty({ type: 'integer', ... }) @IsOptionalNonNull() @strictInteger() @IsInt() @Min() @Max()`.
 *
 * Validates: an integer (`@IsInt`: a number without fraction; with `fromText`, a string of decimal
 * digits read by {@link strictInteger}), at least `min`, at most `max`; with `optional`, absent is
 * accepted and `null` refused.
 * Arabic messages, in this order in `details`: `msg.invalid(label)` ('المستوى غير صحيح'), then
 * `msg.min(label, min)` ('... يجب أن يكون 1 على الأقل'), then `msg.max(label, max)`
 * ('... يجب أن يكون 100 كحد أقصى'), each replaceable through `message` / `messages`.
 * OpenAPI: `type: integer`, `minimum`, `maximum`, `required: false` when optional, `default`,
 * `description` (an `@ApiProperty`, as integers had: the plugin reads `number` as `type: number`).
 * @throws Error at class definition when a sentence needs the label and there is none
 */
export function IntegerField(options: IntegerFieldOptions): PropertyDecorator {
  const { label, min, max, optional, fromText, message, messages = {} } = options;
  const openApi: ApiPropertyOptions = {
    type: 'integer',
    required: optional ? false : undefined,
    minimum: min,
    maximum: max,
    default: options.default,
    description: options.description,
  };
  return composite([
    ApiProperty(openApi),
    optional && IsOptionalNonNull(),
    fromText && strictInteger(),
    IsInt({ message: sentence('integer', label, 0, messages.integer, message, msg.invalid) }),
    min !== undefined && Min(min, { message: sentence('min', label, min, messages.min, message, msg.min) }),
    max !== undefined && Max(max, { message: sentence('max', label, max, messages.max, message, msg.max) }),
  ]);
}

export interface DecimalFieldOptions {
  /** The field's Arabic name in the default sentences (`السعر`, `مدة الكتم`). */
  label?: string;
  /** Smallest accepted value (`@Min`). */
  min?: number;
  /** Largest accepted value (`@Max`). */
  max?: number;
  /** Most digits after the point (`0.015` has 3); written to OpenAPI as `multipleOf` 10^-n. */
  maxDecimalPlaces?: number;
  /** The request may omit the field, but not send `null` ({@link IsOptionalNonNull}). */
  optional?: boolean;
  /** One sentence for every refusal (not a number, below `min`, above `max`). */
  message?: string;
  /** A sentence for one refusal, over `message`. Defaults: `msg.invalid`, `msg.min`, `msg.max`. */
  messages?: { number?: FieldMessage; min?: FieldMessage; max?: FieldMessage };
  /** OpenAPI only: the value the server takes when the field is omitted. */
  default?: number;
  /** OpenAPI only, where the field has no doc comment for the plugin to read. */
  description?: string;
}

/**
 * DTO property decorator for a number that may have a fraction (a price, a rate, minutes), in place
 * of the stack `@ApiProperty({ ... }) @IsOptionalNonNull() @IsNumber({ maxDecimalPlaces, allowNaN:
 * false, allowInfinity: false }) @Min() @Max()`.
 *
 * Validates: a JSON number (`@IsNumber`: a string such as `'5'` is refused, as are `NaN`, `Infinity`
 * and `-Infinity`), with at most `maxDecimalPlaces` digits after the point when given, at least
 * `min`, at most `max`; with `optional`, absent is accepted and `null` refused.
 * Arabic messages, in this order in `details`: `msg.invalid(label)` ('السعر غير صحيح'), then
 * `msg.min(label, min)` ('السعر يجب أن يكون 0 على الأقل'), then `msg.max(label, max)`
 * ('... كحد أقصى'), each replaceable through `message` / `messages`.
 * OpenAPI: `type: number`, `minimum`, `maximum`, `multipleOf` (10^-`maxDecimalPlaces`), `required:
 * false` when optional, `default`, `description`.
 * @throws Error at class definition when a sentence needs the label and there is none
 */
export function DecimalField(options: DecimalFieldOptions): PropertyDecorator {
  const { label, min, max, maxDecimalPlaces, optional, message, messages = {} } = options;
  const openApi: ApiPropertyOptions = {
    type: 'number',
    required: optional ? false : undefined,
    minimum: min,
    maximum: max,
    multipleOf: maxDecimalPlaces === undefined ? undefined : 10 ** -maxDecimalPlaces,
    default: options.default,
    description: options.description,
  };
  return composite([
    ApiProperty(openApi),
    optional && IsOptionalNonNull(),
    IsDecimal(
      { allowNaN: false, allowInfinity: false, maxDecimalPlaces },
      { message: sentence('number', label, 0, messages.number, message, msg.invalid) },
    ),
    min !== undefined && Min(min, { message: sentence('min', label, min, messages.min, message, msg.min) }),
    max !== undefined && Max(max, { message: sentence('max', label, max, messages.max, message, msg.max) }),
  ]);
}

/**
 * `@IsNumber` (the same rule name, constraints and message), except that a value class-validator
 * cannot count the decimals of is refused instead of throwing: `isNumber(1e-7, { maxDecimalPlaces:
 * 2 })` reads `String(1e-7)`, '1e-7', as having no point and throws a TypeError (a 500 before the
 * check moved here). Such a number, below 1e-6, has more decimals than any place count a field asks.
 */
function IsDecimal(options: IsNumberOptions, validation: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: IS_NUMBER,
      constraints: [options],
      validator: {
        validate: (value: unknown) => {
          try {
            return isNumber(value, options);
          } catch {
            return false;
          }
        },
      },
    },
    validation,
  );
}

export interface IdFieldOptions extends Pick<IntegerFieldOptions, 'max' | 'optional' | 'fromText'> {
  /** What the id names, as the sentence says it (`معرف العصابة`, `العنصر`). */
  label: string;
  /** Defaults: `msg.invalid` for every refusal. */
  messages?: IntegerFieldOptions['messages'];
}

/**
 * DTO property decorator for the id of a row (a serial, from 1): {@link IntegerField} with `min` 1
 * and one sentence, `msg.invalid(label)` ('معرف العصابة غير صحيح'), for not an integer, below 1 and
 * above `max` (`INT4_MAX` for an int4 column, so a larger id is refused before it reaches a query).
 * OpenAPI: `type: integer`, `minimum: 1`, `maximum` when given.
 */
export function IdField({ label, messages, ...options }: IdFieldOptions): PropertyDecorator {
  return IntegerField({
    label,
    min: 1,
    ...options,
    messages: { integer: msg.invalid, min: msg.invalid, max: msg.invalid, ...messages },
  });
}

export interface TextFieldOptions {
  /** The field's Arabic name in the default sentences (`اسم العصابة`). */
  label?: string;
  /** The request may omit the field, but not send `null` ({@link IsOptionalNonNull}). */
  optional?: boolean;
  /** Take off the white space and zero-width characters around the text first ({@link trimmed}). */
  trim?: boolean;
  /** Refuse the empty string (`@IsNotEmpty`). */
  notEmpty?: boolean;
  /** Refuse a text that shows nothing: empty, spaces, zero-width characters ({@link IsNotBlank}). */
  notBlank?: boolean;
  /** Fewest characters (UTF-16 units, as `@MinLength` counts). */
  minLength?: number;
  /** Most characters (UTF-16 units, as `@MaxLength` counts). */
  maxLength?: number;
  /** A regular expression the whole text must match (`@Matches`); written to OpenAPI as `pattern`. */
  pattern?: RegExp;
  /** One sentence for every refusal. */
  message?: string;
  /**
   * A sentence for one refusal, over `message`. `string: null` keeps class-validator's own English
   * sentence, which the validation pipe reports as 'قيمة الحقل <field> غير صحيحة'.
   */
  messages?: {
    string?: FieldMessage | null;
    empty?: FieldMessage;
    minLength?: FieldMessage;
    maxLength?: FieldMessage;
    pattern?: FieldMessage;
  };
}

/**
 * DTO property decorator for a text, in place of the stack
 * `@IsOptionalNonNull() @trim() @IsString() @IsNotEmpty() @MinLength() @MaxLength() @Matches()`.
 *
 * Validates: a string (trimmed first with `trim`), not empty (`notEmpty`) or not blank (`notBlank`),
 * `minLength` to `maxLength` characters, matching `pattern`; with `optional`, absent is accepted and
 * `null` refused.
 * Arabic messages, in this order in `details`: not a string `msg.required(label)` ('اسم العصابة
 * مطلوب'; `msg.invalid(label)` when optional), empty or blank `msg.required(label)`, too short
 * `msg.minLength(label, n)`, too long `msg.maxLength(label, n)`, no match `msg.invalid(label)`; each
 * replaceable through `message` / `messages` (the validation pipe shows only the 'مطلوب' sentences
 * for a missing value).
 * OpenAPI: what the Swagger plugin read from the plain decorators, added to its entry for the field
 * ({@link AddToPluginSchema}): `minLength`, `maxLength`, `pattern`, `required: false` when optional
 * (`type: string` and the doc comment come from the plugin as for any field).
 * @throws Error at class definition when a sentence needs the label and there is none
 */
export function TextField(options: TextFieldOptions): PropertyDecorator {
  const { label, optional, minLength, maxLength, pattern, message, messages = {} } = options;
  const says = (kind: keyof typeof messages, bound: number, fallback: FieldMessage) => ({
    message: sentence(kind, label, bound, messages[kind] ?? undefined, message, fallback),
  });
  const openApi: PluginSchema = {
    ...(optional && { required: false }),
    ...(minLength !== undefined && { minLength }),
    ...(maxLength !== undefined && { maxLength }),
    ...(pattern && { pattern: pattern.source }),
  };
  return composite([
    Object.keys(openApi).length > 0 && AddToPluginSchema(openApi),
    optional && IsOptionalNonNull(),
    options.trim && trimmed(),
    messages.string === null
      ? IsString()
      : IsString(says('string', 0, optional ? msg.invalid : msg.required)),
    options.notEmpty && IsNotEmpty(says('empty', 0, msg.required)),
    options.notBlank && IsNotBlank(says('empty', 0, msg.required)),
    minLength !== undefined && MinLength(minLength, says('minLength', minLength, msg.minLength)),
    maxLength !== undefined && MaxLength(maxLength, says('maxLength', maxLength, msg.maxLength)),
    pattern && Matches(pattern, says('pattern', 0, msg.invalid)),
  ]);
}

export interface EnumFieldOptions<T extends string | number> {
  /** The accepted values (`@IsIn`), which are also the OpenAPI `enum`. */
  values: readonly T[];
  /** More accepted values the document does not list (other spellings: `'global'` for `'GLOBAL'`). */
  alsoAccepted?: readonly T[];
  /** Name of the OpenAPI enum schema the document shares (`$ref`), where the values have one. */
  enumName?: string;
  /** The field's Arabic name in the default sentence (`الترتيب`). */
  label?: string;
  /** The sentence for a value not among `values`, over `msg.invalid(label)`. */
  message?: string;
  /** The request may omit the field, but not send `null` ({@link IsOptionalNonNull}). */
  optional?: boolean;
  /** OpenAPI only: the value the server takes when the field is omitted. */
  default?: T;
  /** OpenAPI only, where the field has no doc comment for the plugin to read. */
  description?: string;
  /** `false`: no `@ApiProperty` ({@link OpenApiPlacement}); the plugin reads the literal union type. */
  apiProperty?: boolean;
}

/**
 * DTO property decorator for one of a fixed list of values, in place of the stack
 * `@ApiProperty({ enum, enumName, ... }) @IsOptionalNonNull() @IsIn(values)`, so the list is written
 * once for the check and the document.
 *
 * Validates: the value is one of `values` or `alsoAccepted` (`@IsIn`, strict equality, so `'1'` is
 * not `1`); with `optional`, absent is accepted and `null` refused.
 * Arabic message: `msg.invalid(label)` ('الترتيب غير صحيح'), or `message`.
 * OpenAPI: `enum` (`values` only; a shared schema named `enumName` when given), `required: false`
 * when optional, `default`, `description` (an `@ApiProperty`, as these fields had: the enum name needs
 * one); with `apiProperty: false`, what the plugin reads from the type (`'male' | 'female'` gives
 * `type: string, enum: [male, female]`).
 * @throws Error at class definition when there is neither a label nor a message
 */
export function EnumField<T extends string | number>(options: EnumFieldOptions<T>): PropertyDecorator {
  const { values, alsoAccepted = [], label, message, optional } = options;
  return composite([
    options.apiProperty !== false &&
      ApiProperty({
        enum: values,
        enumName: options.enumName,
        required: optional ? false : undefined,
        default: options.default,
        description: options.description,
      }),
    optional && IsOptionalNonNull(),
    IsIn([...values, ...alsoAccepted], {
      message: sentence('enum', label, 0, undefined, message, msg.invalid),
    }),
  ]);
}

/**
 * Where a composite's field stands in the OpenAPI document. Swagger lists the properties that carry
 * an `@ApiProperty` first and the plugin's after them, in source order each; so a composite that
 * adds an `@ApiProperty` to a field that had none (or drops one a field had) moves it in the
 * document and in the generated client. `apiProperty: false` leaves the field to the plugin (which
 * reads `?`, the type and the doc comment), as a field written without `@ApiProperty` was.
 */
export type OpenApiPlacement = { apiProperty?: boolean };

export interface BooleanFieldOptions extends OpenApiPlacement {
  /** The field's Arabic name in the default sentence (`حالة التفعيل`). */
  label?: string;
  /** The request may omit the field, but not send `null` ({@link IsOptionalNonNull}). */
  optional?: boolean;
  /** The sentence for a value that is not a boolean, over `msg.invalid(label)`. */
  message?: string;
  /** OpenAPI only: the value the server takes when the field is omitted. */
  default?: boolean;
}

/**
 * DTO property decorator for a yes/no field, in place of the stack
 * `@ApiProperty({ required: false, default }) @IsOptionalNonNull() @IsBoolean({ message })`.
 *
 * Validates: a JSON boolean (`@IsBoolean`: `true` or `false` only; `'true'`, `1`, `0` and `''` are
 * refused, the pipe converts nothing); with `optional`, absent is accepted and `null` refused.
 * Arabic message: `msg.invalid(label)` ('حالة التفعيل غير صحيح'), or `message`.
 * OpenAPI: `type: boolean`, `required: false` when optional, `default` (an `@ApiProperty`), or with
 * `apiProperty: false` (no `default` then) what the plugin reads from `?` and the type
 * ({@link OpenApiPlacement}).
 * @throws Error at class definition when there is neither a label nor a message
 */
export function BooleanField(options: BooleanFieldOptions): PropertyDecorator {
  const { label, optional, message } = options;
  if (options.apiProperty === false && options.default !== undefined)
    throw new Error('A default is written to OpenAPI through @ApiProperty: drop apiProperty: false');
  return composite([
    options.apiProperty !== false &&
      ApiProperty({ required: optional ? false : undefined, default: options.default }),
    optional && IsOptionalNonNull(),
    IsBoolean({ message: sentence('boolean', label, 0, undefined, message, msg.invalid) }),
  ]);
}

export interface DateFieldOptions extends OpenApiPlacement {
  /** The field's Arabic name in the default sentence (`تاريخ البداية`). */
  label?: string;
  /** The request may omit the field, but not send `null` ({@link IsOptionalNonNull}). */
  optional?: boolean;
  /**
   * Only a game day, `YYYY-MM-DD` (`GAME_DAY`): a calendar date checked strictly (`2026-02-30` is
   * refused) and nothing else (no time, no week or ordinal form).
   */
  day?: boolean;
  /** The sentence for every refusal, over `msg.invalid(label)`. */
  message?: string;
  /** OpenAPI only: an example value (`'2026-11-01'`). */
  example?: string;
}

/** A game day as the admin filters take it: `YYYY-MM-DD` (the calendar check is `IsDateString`'s). */
export const GAME_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * DTO property decorator for a date filter, in place of the stack `@ApiProperty({ required: false,
 * example }) @IsOptionalNonNull() @Matches(GAME_DAY) @IsDateString({ strict: true })` (with `day`) or
 * `@IsOptionalNonNull() @IsDateString({})`.
 *
 * Validates: an ISO 8601 date or date-time string (`@IsDateString`; with `day`, strict, so the day
 * must exist, and of the form `YYYY-MM-DD` only); with `optional`, absent is accepted and `null`
 * refused.
 * Arabic messages, in this order in `details` (the pipe says a repeated sentence once): not an ISO
 * date `msg.invalid(label)` ('تاريخ البداية غير صحيح'), then, with `day`, not `YYYY-MM-DD` the same
 * sentence; `message` replaces both.
 * OpenAPI: `type: string`, `required: false` when optional, `example` (an `@ApiProperty`), or with
 * `apiProperty: false` what the plugin reads ({@link OpenApiPlacement}). No `pattern`: the plugin
 * writes one only for a regular-expression literal in `@Matches`, and the fields matched `GAME_DAY`.
 * @throws Error at class definition when there is neither a label nor a message
 */
export function DateField(options: DateFieldOptions): PropertyDecorator {
  const { label, optional, day, example } = options;
  const message = sentence('date', label, 0, undefined, options.message, msg.invalid);
  if (options.apiProperty === false && example !== undefined)
    throw new Error('An example is written to OpenAPI through @ApiProperty: drop apiProperty: false');
  return composite([
    options.apiProperty !== false && ApiProperty({ required: optional ? false : undefined, example }),
    optional && IsOptionalNonNull(),
    day && Matches(GAME_DAY, { message }),
    IsDateString(day ? { strict: true } : {}, { message }),
  ]);
}

export interface NestedFieldOptions {
  /** The field's Arabic name in the default sentences (`المقدمة`). */
  label?: string;
  /** The request may omit the field, but not send `null` ({@link IsOptionalNonNull}). */
  optional?: boolean;
  /** Refuse `null`, `undefined` and `''` with `msg.required(label)` (`@IsNotEmpty`). */
  notEmpty?: boolean;
  /**
   * Refuse what is not a plain object with `msg.invalid(label)` (`@IsObject`: an array too, which
   * `@ValidateNested` would walk); `@ValidateNested` then keeps class-validator's own sentence.
   */
  object?: boolean;
  /** One sentence for every refusal of the value itself (not of its fields). */
  message?: string;
}

/**
 * DTO property decorator for an object validated by its own DTO class, in place of the stack
 * `@IsOptionalNonNull() @IsObject() @ValidateNested({ message }) @Type(() => Dto) @IsNotEmpty()`.
 *
 * Validates: the value is turned into `type()` (`@Type`, so its own decorators run) and each of its
 * fields is validated (`@ValidateNested`: a value that is not an object or array is refused); with
 * `notEmpty`, `null`, absent and `''` are refused; with `object`, an array or a primitive is refused;
 * with `optional`, absent is accepted and `null` refused.
 * Arabic messages, in this order in `details`: empty `msg.required(label)` ('المقدمة مطلوب'), then
 * not an object: with `object` class-validator's own sentence (the pipe says 'قيمة الحقل <field> غير
 * صحيحة') then `msg.invalid(label)`; else `msg.invalid(label)` when optional, `msg.required(label)`
 * when `notEmpty`, class-validator's own without a label; then the nested fields' own sentences.
 * `message` replaces every sentence of the value itself.
 * OpenAPI: none added: the plugin reads the type (`$ref` to the nested DTO) and `?`.
 */
export function NestedField(
  type: () => new () => object,
  options: NestedFieldOptions = {},
): PropertyDecorator {
  const { label, optional, notEmpty, object, message } = options;
  const says = (kind: string, fallback: FieldMessage) => ({
    message: sentence(kind, label, 0, undefined, message, fallback),
  });
  const nestedFallback = optional ? msg.invalid : notEmpty ? msg.required : undefined;
  const nested =
    object || (message === undefined && (label === undefined || nestedFallback === undefined))
      ? undefined
      : says('nested', nestedFallback ?? msg.invalid);
  return composite([
    optional && IsOptionalNonNull(),
    object && IsObject(says('object', msg.invalid)),
    ValidateNested(nested),
    Type(type),
    notEmpty && IsNotEmpty(says('empty', msg.required)),
  ]);
}
