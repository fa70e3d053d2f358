import type { ErrorWording } from '../../api/error-text';
import { arPvp } from '../../i18n/ar-pvp';

/** Spec 000 section 8 (Fight): hospital and jail refusals have their own sentences; else 'فشل في الهجوم'. */
export const FIGHT_WORDING: ErrorWording = {
  codes: { IN_HOSPITAL: arPvp.fightFlow.inHospital, IN_JAIL: arPvp.fightFlow.inJail },
  fallback: arPvp.fightFlow.failed,
};

/** Spec 000 section 8 (Rating): 'Already rated this player' has its sentence; anything else the generic one. */
export const RATING_WORDING: ErrorWording = { fallback: arPvp.rating.failed, serverText: false };
