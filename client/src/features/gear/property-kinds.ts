import { queryOptions } from '@tanstack/react-query';
import {
  buyHouse,
  equipHouse,
  getHouses,
  getGetHousesQueryKey,
  sellHouse,
  unequipHouse,
} from '../../api/generated/houses/houses';
import type { PlayerHouseDto } from '../../api/generated/model/playerHouseDto';
import type { PlayerPetDto } from '../../api/generated/model/playerPetDto';
import type { PlayerRideDto } from '../../api/generated/model/playerRideDto';
import {
  buyPet,
  equipPet,
  getPets,
  getGetPetsQueryKey,
  sellPet,
  unequipPet,
} from '../../api/generated/pets/pets';
import {
  buyRide,
  equipRide,
  getRides,
  getGetRidesQueryKey,
  sellRide,
  unequipRide,
} from '../../api/generated/rides/rides';
import type { Feature } from '../../api/generated/model/feature';
import { ar } from '../../i18n/ar';
import { arGear } from '../../i18n/ar-gear';
import { formatNumber } from '../../lib/format';
import type { ScreenRequest } from './gear-ui';

export type PropertyKind = 'house' | 'ride' | 'pet';
/** One row of a property screen: the catalogue item with the player's ownership. */
export type PropertyItem = PlayerHouseDto | PlayerRideDto | PlayerPetDto;
/** The list a property screen reads: its items, and for pets the room the equipped house gives. */
export interface PropertyList {
  items: PropertyItem[];
  room?: { capacity: number; petsOwned: number };
}

/** What differs between the houses, rides and pets screens: calls, feature, labels and bonuses. */
export interface PropertyKindConfig {
  kind: PropertyKind;
  feature: Feature;
  bannerKey: string;
  title: string;
  request: ScreenRequest;
  /** The generated query key of the list (the one realtime/sync.ts writes). */
  queryKey: readonly unknown[];
  /** The REST read of the list. */
  fetch: (signal?: AbortSignal) => Promise<unknown>;
  /** The list of the REST/socket body. */
  read: (body: unknown) => PropertyList;
  buy: (id: number) => Promise<unknown>;
  sell: (id: number) => Promise<unknown>;
  equip: (id: number) => Promise<unknown>;
  unequip: () => Promise<unknown>;
  bonuses: (item: PropertyItem) => [string, number][];
  /** A short line under the name (a house's type and pet capacity). */
  detail?: (item: PropertyItem) => string;
}

const s = arGear.gear.stats;

/** The three property screens (DESIGN.md section 6, "Houses, rides, pets"; levels 16, 18, 21). */
export const PROPERTY_KINDS: Record<PropertyKind, PropertyKindConfig> = {
  house: {
    kind: 'house',
    feature: 'houses',
    bannerKey: 'houses',
    title: ar.nav.houses,
    request: 'houses:request',
    queryKey: getGetHousesQueryKey(),
    fetch: (signal) => getHouses(undefined, signal),
    read: (body) => ({ items: (body as { houses: PlayerHouseDto[] }).houses }),
    buy: (id) => buyHouse(id),
    sell: (id) => sellHouse(id),
    equip: (id) => equipHouse(id),
    unequip: () => unequipHouse(),
    bonuses: (item) => {
      const house = item as PlayerHouseDto;
      return [
        [s.defenseBonus, house.defenseBonus],
        [s.hpBonus, house.hpBonus],
      ];
    },
    detail: (item) => {
      const house = item as PlayerHouseDto;
      return `${arGear.gear.houseTypes[house.type]} · ${s.capacity}: ${formatNumber(house.capacity)}`;
    },
  },
  ride: {
    kind: 'ride',
    feature: 'rides',
    bannerKey: 'rides',
    title: ar.nav.rides,
    request: 'rides:request',
    queryKey: getGetRidesQueryKey(),
    fetch: (signal) => getRides(undefined, signal),
    read: (body) => ({ items: (body as { rides: PlayerRideDto[] }).rides }),
    buy: (id) => buyRide(id),
    sell: (id) => sellRide(id),
    equip: (id) => equipRide(id),
    unequip: () => unequipRide(),
    bonuses: (item) => {
      const ride = item as PlayerRideDto;
      return [
        [s.attackBonus, ride.attackBonus],
        [s.defenseBonus, ride.defenseBonus],
      ];
    },
  },
  pet: {
    kind: 'pet',
    feature: 'pets',
    bannerKey: 'pets',
    title: ar.nav.pets,
    request: 'pets:request',
    queryKey: getGetPetsQueryKey(),
    fetch: (signal) => getPets(undefined, signal),
    read: (body) => {
      const list = body as { pets: PlayerPetDto[]; capacity: number; petsOwned: number };
      return { items: list.pets, room: { capacity: list.capacity, petsOwned: list.petsOwned } };
    },
    buy: (id) => buyPet(id),
    sell: (id) => sellPet(id),
    equip: (id) => equipPet(id),
    unequip: () => unequipPet(),
    bonuses: (item) => [[s.powerBonus, (item as PlayerPetDto).powerBonus]],
  },
};

/** The list query of one kind (the screen's and its route loader's): the generated key, the REST read. */
export function propertyQueryOptions(kind: PropertyKind) {
  const config = PROPERTY_KINDS[kind];
  return queryOptions({ queryKey: config.queryKey, queryFn: ({ signal }) => config.fetch(signal) });
}
