import type { LucideIcon } from 'lucide-react';
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
  Moon,
} from 'lucide-react';

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

interface BannerArt {
  icon: LucideIcon;
  /** Sky gradient, top and bottom. */
  from: string;
  to: string;
  /** Glow behind the mark. */
  glow: string;
}

const ART: Record<BannerKey, BannerArt> = {
  home: { icon: Moon, from: '#2a0509', to: '#0b0b10', glow: '#e11d2e' },
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

/** Window heights of the skyline, fixed so every banner draws the same city. */
const SKYLINE = [38, 62, 48, 80, 55, 70, 42, 90, 58, 66, 45, 75, 52, 84, 40, 60, 72, 50, 86, 46];

/** A screen's banner: a night skyline over the key's colours with the key's mark, drawn as SVG. */
export function Banner({ bannerKey, title }: { bannerKey: string; title: string }) {
  const art = bannerArt(bannerKey);
  const Icon = art.icon;
  const gradientId = `banner-sky-${bannerKey}`;
  return (
    <div
      data-testid="banner"
      data-banner={bannerKey in ART ? bannerKey : 'home'}
      className="relative h-28 overflow-hidden rounded-3xl border border-night-800 shadow-xl shadow-black/40 sm:h-36"
    >
      <svg
        viewBox="0 0 400 100"
        preserveAspectRatio="xMidYMax slice"
        className="absolute inset-0 size-full"
        aria-hidden
      >
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor={art.from} />
            <stop offset="1" stopColor={art.to} />
          </linearGradient>
        </defs>
        <rect width="400" height="100" fill={`url(#${gradientId})`} />
        <circle cx="70" cy="30" r="40" fill={art.glow} opacity="0.18" />
        {SKYLINE.map((h, i) => (
          <rect key={i} x={i * 20} y={100 - h * 0.7} width="18" height={h} fill="#07070a" opacity="0.9" />
        ))}
        {SKYLINE.map((h, i) =>
          i % 3 === 0 ? (
            <rect
              key={`w${i}`}
              x={i * 20 + 6}
              y={100 - h * 0.7 + 8}
              width="4"
              height="4"
              fill={art.glow}
              opacity="0.6"
            />
          ) : null,
        )}
      </svg>
      <div className="relative flex h-full items-center gap-4 px-5 sm:px-8">
        <span
          className="grid size-14 shrink-0 place-items-center rounded-2xl bg-black/40 ring-1 ring-white/10 sm:size-16"
          style={{ color: art.glow }}
        >
          <Icon className="size-8 sm:size-9" aria-hidden />
        </span>
        <h1 className="text-2xl font-black text-white drop-shadow sm:text-3xl">{title}</h1>
      </div>
    </div>
  );
}
