import type { CreateCrimeDto } from '../../../api/generated/model/createCrimeDto';
import type { CrimeAdminDto } from '../../../api/generated/model/crimeAdminDto';
import type { FailOutcome } from '../../../api/generated/model/failOutcome';
import { ar } from '../../../i18n/ar-admin';

/** The crime form as the admin types it: success rate in percent, cooldown in minutes. */
export interface CrimeFormValues {
  name: string;
  description: string;
  req_level: number;
  energyCost: number;
  successRatePercent: number;
  reward: number;
  cooldownMinutes: number;
  expReward: number;
  failOutcome: FailOutcome;
  jailMinutes: number;
  hospitalMinutes: number;
  imageUrl: string;
  isEnabled: boolean;
}

/** Spec 001 section 9: the crime form's defaults. */
export const CRIME_FORM_DEFAULTS: CrimeFormValues = {
  name: '',
  description: '',
  req_level: 1,
  energyCost: 5,
  successRatePercent: 50,
  reward: 100,
  cooldownMinutes: 1,
  expReward: 50,
  failOutcome: 'jail',
  jailMinutes: 3,
  hospitalMinutes: 2,
  imageUrl: '',
  isEnabled: true,
};

/** Spec 001 sections 5 and 9: a percent clamped to 1..99, sent as a fraction. */
export function percentToFraction(percent: number): number {
  const clamped = Math.min(99, Math.max(1, Math.round(Number.isFinite(percent) ? percent : 1)));
  return clamped / 100;
}

/** A stored 0..1 success rate as the form's whole percent. */
export function fractionToPercent(fraction: number): number {
  return Math.round(fraction * 100);
}

/** Spec 001 section 5: the cooldown is entered in minutes and sent in seconds. */
export function minutesToSeconds(minutes: number): number {
  return Math.round(minutes * 60);
}

/** A stored cooldown in seconds as the form's minutes (up to two decimals). */
export function secondsToMinutes(seconds: number): number {
  return Math.round((seconds / 60) * 100) / 100;
}

/** The form values of a stored crime, for editing. */
export function crimeToForm(crime: CrimeAdminDto): CrimeFormValues {
  return {
    name: crime.name,
    description: crime.description,
    req_level: crime.req_level,
    energyCost: crime.energyCost,
    successRatePercent: fractionToPercent(crime.successRate),
    reward: crime.reward,
    cooldownMinutes: secondsToMinutes(crime.cooldown),
    expReward: crime.expReward,
    failOutcome: crime.failOutcome,
    jailMinutes: crime.jailMinutes,
    hospitalMinutes: crime.hospitalMinutes,
    imageUrl: crime.imageUrl,
    isEnabled: crime.isEnabled,
  };
}

/** The request body of the form: numbers converted, percent as a fraction, minutes as seconds. */
export function formToCrimeBody(values: CrimeFormValues): CreateCrimeDto {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    req_level: Math.trunc(Number(values.req_level)),
    energyCost: Math.trunc(Number(values.energyCost)),
    successRate: percentToFraction(Number(values.successRatePercent)),
    reward: Math.trunc(Number(values.reward)),
    cooldown: minutesToSeconds(Number(values.cooldownMinutes)),
    expReward: Math.trunc(Number(values.expReward)),
    failOutcome: values.failOutcome,
    jailMinutes: Math.trunc(Number(values.jailMinutes)),
    hospitalMinutes: Math.trunc(Number(values.hospitalMinutes)),
    imageUrl: values.imageUrl,
    isEnabled: values.isEnabled,
  };
}

type Errors = Partial<Record<keyof CrimeFormValues, string>>;

/** Spec 001 section 5: the crime form's rules, as field → Arabic message; empty when valid. */
export function validateCrimeForm(values: CrimeFormValues): Errors {
  const f = ar.adminCrimes.fields;
  const v = ar.validation;
  const errors: Errors = {};
  if (!values.name.trim()) errors.name = v.required(f.name);
  if (!values.description.trim()) errors.description = v.required(f.description);
  const atLeast = (key: keyof CrimeFormValues, label: string, min: number) => {
    const n = Number(values[key]);
    if (String(values[key]).trim() === '' || !Number.isFinite(n)) errors[key] = v.required(label);
    else if (n < min) errors[key] = v.min(label, min);
  };
  atLeast('req_level', f.reqLevel, 1);
  atLeast('energyCost', f.energyCost, 1);
  atLeast('reward', f.reward, 1);
  atLeast('expReward', f.expReward, 1);
  atLeast('successRatePercent', f.successRate, 1);
  atLeast('cooldownMinutes', f.cooldown, 1);
  atLeast('jailMinutes', f.jailMinutes, 0);
  atLeast('hospitalMinutes', f.hospitalMinutes, 0);
  if (!values.imageUrl) errors.imageUrl = ar.adminCrimes.imageRequired;
  return errors;
}

/** Spec 001 section 9: the crime list's sort options. */
export const CRIME_SORTS = [
  'req_level',
  'name',
  'reward',
  'expReward',
  'energy',
  'cooldown',
  'successRate',
] as const;
export type CrimeSort = (typeof CRIME_SORTS)[number];

/** The field each crime sort orders by ('energy' is the energy cost). */
export const CRIME_SORT_FIELD: Record<CrimeSort, keyof CrimeAdminDto> = {
  req_level: 'req_level',
  name: 'name',
  reward: 'reward',
  expReward: 'expReward',
  energy: 'energyCost',
  cooldown: 'cooldown',
  successRate: 'successRate',
};
