import { ar } from '../../i18n/ar-admin';
import { RARITIES } from './gear-catalogue';

/** The rarity select of every gear form, common to legend. */
export function rarityOptions() {
  return RARITIES.map((rarity) => ({ value: rarity, label: ar.adminGear.rarities[rarity] }));
}

/**
 * The currency select: `money` and the catalogue's blackcoin spelling (spec 002 section 3: houses
 * `blackcoins`, weapons, armors, pets and rides `blackcoin`).
 */
export function currencyOptions(blackcoin: 'blackcoin' | 'blackcoins') {
  return [
    { value: 'money', label: ar.adminGear.currencies.money },
    { value: blackcoin, label: ar.adminGear.currencies[blackcoin] },
  ];
}
