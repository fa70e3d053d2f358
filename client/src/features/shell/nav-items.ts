import type { LucideIcon } from 'lucide-react';
import {
  Ambulance,
  Backpack,
  Car,
  Dumbbell,
  Gem,
  Home,
  Landmark,
  ListChecks,
  Lock,
  MessageCircle,
  MessagesSquare,
  PawPrint,
  ScrollText,
  Send,
  Settings,
  ShieldCheck,
  ShoppingCart,
  Skull,
  Store,
  Swords,
  Trophy,
  UserRound,
  Users,
  UsersRound,
  Briefcase,
  Building2,
  Lightbulb,
  Droplets,
} from 'lucide-react';
import type { Feature } from '../../api/generated/model/feature';
import { ar } from '../../i18n/ar';

export interface NavTile {
  to: string;
  label: string;
  icon: LucideIcon;
  /** The level-gated feature behind the tile (spec 000 section 9); absent for ungated tiles. */
  feature?: Feature;
  /** The blackcoin shop is VIP-styled. */
  vip?: boolean;
}

/** Spec 000 (Navigation drawer): the tiles, in the spec's order. The own-gang and admin tiles are added by the drawer. */
export const NAV_TILES: readonly NavTile[] = [
  { to: '/dashboard', label: ar.nav.dashboard, icon: Home, feature: 'home' },
  { to: '/dashboard/character', label: ar.nav.character, icon: UserRound, feature: 'character' },
  { to: '/dashboard/bank', label: ar.nav.bank, icon: Landmark, feature: 'bank' },
  { to: '/dashboard/hospital', label: ar.nav.hospital, icon: Ambulance, feature: 'hospital' },
  { to: '/dashboard/jail', label: ar.nav.jail, icon: Lock, feature: 'jail' },
  { to: '/dashboard/crimes', label: ar.nav.crimes, icon: Skull, feature: 'crimes' },
  {
    to: '/dashboard/blood-contracts',
    label: ar.nav.bloodContracts,
    icon: Droplets,
    feature: 'bloodContracts',
  },
  { to: '/dashboard/gym', label: ar.nav.gym, icon: Dumbbell, feature: 'gym' },
  { to: '/dashboard/jobs', label: ar.nav.jobs, icon: Briefcase, feature: 'jobs' },
  {
    to: '/dashboard/ministry-mission',
    label: ar.nav.ministryMission,
    icon: ScrollText,
    feature: 'ministryMissions',
  },
  { to: '/dashboard/tasks', label: ar.nav.tasks, icon: ListChecks, feature: 'tasks' },
  { to: '/dashboard/inventory', label: ar.nav.inventory, icon: Backpack, feature: 'inventory' },
  { to: '/dashboard/houses', label: ar.nav.houses, icon: Building2, feature: 'houses' },
  { to: '/dashboard/rides', label: ar.nav.rides, icon: Car, feature: 'rides' },
  { to: '/dashboard/pets', label: ar.nav.pets, icon: PawPrint, feature: 'pets' },
  { to: '/dashboard/special-shop', label: ar.nav.specialShop, icon: Gem, feature: 'specialShop', vip: true },
  { to: '/dashboard/shop', label: ar.nav.shop, icon: ShoppingCart, feature: 'shop' },
  { to: '/dashboard/black-market', label: ar.nav.blackMarket, icon: Store, feature: 'blackMarket' },
  { to: '/dashboard/transfers', label: ar.nav.transfers, icon: Send, feature: 'transfers' },
  { to: '/dashboard/messages', label: ar.nav.messages, icon: MessageCircle, feature: 'messages' },
  { to: '/dashboard/friends', label: ar.nav.friends, icon: UsersRound, feature: 'friends' },
  { to: '/dashboard/global-chat', label: ar.nav.globalChat, icon: MessagesSquare, feature: 'globalChat' },
  { to: '/dashboard/leaderboard', label: ar.nav.leaderboard, icon: Trophy, feature: 'leaderboard' },
  { to: '/dashboard/active-users', label: ar.nav.activeUsers, icon: Swords, feature: 'activePlayers' },
  { to: '/gangs', label: ar.nav.gangs, icon: Users, feature: 'gangs' },
];

export const SUGGESTIONS_TILE: NavTile = {
  to: '/dashboard/suggestions',
  label: ar.nav.suggestions,
  icon: Lightbulb,
  feature: 'suggestions',
};
export const SETTINGS_TILE: NavTile = {
  to: '/dashboard/settings',
  label: ar.nav.settings,
  icon: Settings,
  feature: 'settings',
};
export const ADMIN_TILE: NavTile = { to: '/admin/panel', label: ar.nav.adminPanel, icon: ShieldCheck };
