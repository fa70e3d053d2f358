import type { CreateRankingDto } from '../../../api/generated/model/createRankingDto';
import type { RankingDto } from '../../../api/generated/model/rankingDto';
import { ar } from '../../../i18n/ar-admin';
import type { FormErrors } from '../use-catalogue-form';

/** The rank form as typed (numbers stay text until sent). */
export interface RankingFormValues {
  title: string;
  rank: string;
  requiredPoints: string;
  powerBonus: string;
  defenseBonus: string;
  isActive: boolean;
}

export const RANKING_FORM_DEFAULTS: RankingFormValues = {
  title: '',
  rank: '1',
  requiredPoints: '0',
  powerBonus: '0',
  defenseBonus: '0',
  isActive: true,
};

export function rankingToForm(rank: RankingDto): RankingFormValues {
  return {
    title: rank.title,
    rank: String(rank.rank),
    requiredPoints: String(rank.requiredPoints),
    powerBonus: String(rank.powerBonus),
    defenseBonus: String(rank.defenseBonus),
    isActive: rank.isActive,
  };
}

/** Spec 002 section 5: empty numeric fields are sent as 0. */
export function formToRankingBody(values: RankingFormValues): CreateRankingDto {
  const number = (text: string) => (text.trim() === '' ? 0 : Math.trunc(Number(text)));
  return {
    title: values.title.trim(),
    rank: number(values.rank),
    requiredPoints: number(values.requiredPoints),
    powerBonus: number(values.powerBonus),
    defenseBonus: number(values.defenseBonus),
    isActive: values.isActive,
  };
}

/** Spec 002 section 5: title required, rank at least 1, points and bonuses at least 0. */
export function validateRankingForm(values: RankingFormValues): FormErrors<RankingFormValues> {
  const f = ar.adminRankings.fields;
  const v = ar.validation;
  const errors: FormErrors<RankingFormValues> = {};
  if (!values.title.trim()) errors.title = v.required(f.title);
  for (const key of ['rank', 'requiredPoints', 'powerBonus', 'defenseBonus'] as const) {
    const text = values[key].trim();
    const min = key === 'rank' ? 1 : 0;
    const n = text === '' ? 0 : Number(text);
    if (!Number.isInteger(n)) errors[key] = v.invalid(f[key]);
    else if (n < min) errors[key] = v.min(f[key], min);
  }
  return errors;
}
