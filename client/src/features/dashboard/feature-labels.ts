import type { Feature } from '../../api/generated/model/feature';
import { ar } from '../../i18n/ar';

const LABELS: Record<Feature, string> = {
  home: ar.nav.dashboard,
  character: ar.nav.character,
  shop: ar.nav.shop,
  hospital: ar.nav.hospital,
  jail: ar.nav.jail,
  inventory: ar.nav.inventory,
  globalChat: ar.nav.globalChat,
  loginGifts: ar.nav.loginGift,
  crimes: ar.nav.crimes,
  gym: ar.nav.gym,
  jobs: ar.nav.jobs,
  suggestions: ar.nav.suggestions,
  settings: ar.nav.settings,
  activePlayers: ar.nav.activeUsers,
  friends: ar.nav.friends,
  messages: ar.nav.messages,
  specialShop: ar.nav.specialShop,
  tasks: ar.nav.tasks,
  ministryMissions: ar.nav.ministryMission,
  bloodContracts: ar.nav.bloodContracts,
  fights: ar.nav.fights,
  gangs: ar.nav.gangs,
  bank: ar.nav.bank,
  houses: ar.nav.houses,
  rides: ar.nav.rides,
  blackMarket: ar.nav.blackMarket,
  pets: ar.nav.pets,
  transfers: ar.nav.transfers,
  leaderboard: ar.nav.leaderboard,
};

/** A feature's Arabic name, as its drawer tile shows it. */
export function featureLabel(feature: Feature): string {
  return LABELS[feature];
}
