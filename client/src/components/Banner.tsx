import {
  Ambulance,
  Backpack,
  Car,
  Dumbbell,
  Gem,
  Gift,
  Landmark,
  ListChecks,
  Lock,
  MessageCircle,
  MessagesSquare,
  PawPrint,
  ScrollText,
  Search,
  Send,
  Skull,
  ShoppingCart,
  Swords,
  Trophy,
  UserRound,
  Users,
  UsersRound,
  Bell,
  Briefcase,
  Building2,
  Droplets,
  IdCard,
} from 'lucide-react';
import { BannerScene, HOME_ART, type BannerArt } from './BannerScene';

/** Spec 000 (Banner images): one banner per key; an unknown key falls back to home. */
export type BannerKey =
  | 'home'
  | 'profile'
  | 'search'
  | 'character'
  | 'active'
  | 'crime'
  | 'ministryMission'
  | 'bloodContract'
  | 'bank'
  | 'shop'
  | 'specialShop'
  | 'inventory'
  | 'tasks'
  | 'jobs'
  | 'gym'
  | 'hospital'
  | 'jail'
  | 'houses'
  | 'pets'
  | 'rides'
  | 'friends'
  | 'gangs'
  | 'chat'
  | 'messages'
  | 'notifications'
  | 'loginGift'
  | 'transfers'
  | 'leaderboard';

const ART: Record<BannerKey, BannerArt> = {
  home: HOME_ART,
  profile: { icon: IdCard, from: '#1e1b4b', to: '#0b0b10', glow: '#818cf8' },
  search: { icon: Search, from: '#172554', to: '#0b0b10', glow: '#38bdf8' },
  character: { icon: UserRound, from: '#3b0764', to: '#0b0b10', glow: '#c084fc' },
  active: { icon: Swords, from: '#450a0a', to: '#0b0b10', glow: '#f87171' },
  crime: { icon: Skull, from: '#4f0a11', to: '#0b0b10', glow: '#e11d2e' },
  ministryMission: { icon: ScrollText, from: '#1c1917', to: '#0b0b10', glow: '#d6d3d1' },
  bloodContract: { icon: Droplets, from: '#4c0519', to: '#0b0b10', glow: '#fb7185' },
  bank: { icon: Landmark, from: '#052e16', to: '#0b0b10', glow: '#4ade80' },
  shop: { icon: ShoppingCart, from: '#422006', to: '#0b0b10', glow: '#fbbf24' },
  specialShop: { icon: Gem, from: '#2e1065', to: '#0b0b10', glow: '#f5c04a' },
  inventory: { icon: Backpack, from: '#292524', to: '#0b0b10', glow: '#a8a29e' },
  tasks: { icon: ListChecks, from: '#083344', to: '#0b0b10', glow: '#22d3ee' },
  jobs: { icon: Briefcase, from: '#1e293b', to: '#0b0b10', glow: '#94a3b8' },
  gym: { icon: Dumbbell, from: '#431407', to: '#0b0b10', glow: '#fb923c' },
  hospital: { icon: Ambulance, from: '#0c4a6e', to: '#0b0b10', glow: '#f0f9ff' },
  jail: { icon: Lock, from: '#18181b', to: '#0b0b10', glow: '#a1a1aa' },
  houses: { icon: Building2, from: '#1a2e05', to: '#0b0b10', glow: '#a3e635' },
  pets: { icon: PawPrint, from: '#3f2d0c', to: '#0b0b10', glow: '#fcd34d' },
  rides: { icon: Car, from: '#111827', to: '#0b0b10', glow: '#60a5fa' },
  friends: { icon: UsersRound, from: '#064e3b', to: '#0b0b10', glow: '#34d399' },
  gangs: { icon: Users, from: '#3f0d12', to: '#0b0b10', glow: '#f43f5e' },
  chat: { icon: MessagesSquare, from: '#0f172a', to: '#0b0b10', glow: '#38bdf8' },
  messages: { icon: MessageCircle, from: '#1e1b4b', to: '#0b0b10', glow: '#a5b4fc' },
  notifications: { icon: Bell, from: '#422006', to: '#0b0b10', glow: '#facc15' },
  loginGift: { icon: Gift, from: '#500724', to: '#0b0b10', glow: '#f472b6' },
  transfers: { icon: Send, from: '#042f2e', to: '#0b0b10', glow: '#2dd4bf' },
  leaderboard: { icon: Trophy, from: '#3f2d0c', to: '#0b0b10', glow: '#f5c04a' },
};

export function bannerArt(key: string): BannerArt {
  return key in ART ? ART[key as BannerKey] : ART.home;
}

/** A screen's banner (spec 000, Banner images): the key's art, the home art for an unknown key. */
export function Banner({ bannerKey, title }: { bannerKey: string; title: string }) {
  return (
    <BannerScene art={bannerArt(bannerKey)} bannerKey={bannerKey in ART ? bannerKey : 'home'} title={title} />
  );
}
