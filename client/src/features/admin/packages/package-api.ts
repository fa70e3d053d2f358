import {
  getListBlackcoinPackagesQueryKey,
  getListMoneyPackagesQueryKey,
  getListVipPackagesQueryKey,
  useCreateBlackcoinPackage,
  useCreateMoneyPackage,
  useCreateVipPackage,
  useDeleteBlackcoinPackage,
  useDeleteMoneyPackage,
  useDeleteVipPackage,
  useListBlackcoinPackages,
  useListMoneyPackages,
  useListVipPackages,
  useToggleBlackcoinPackageStatus,
  useToggleMoneyPackageStatus,
  useToggleVipPackageStatus,
  useUpdateBlackcoinPackage,
  useUpdateMoneyPackage,
  useUpdateVipPackage,
} from '../../../api/generated/admin-packages/admin-packages';
import type { PackageKind } from './package-form';

/** What the section reads of any package. */
export interface AdminPackage {
  id: number;
  name: string;
  description?: string;
  isActive: boolean;
  [field: string]: unknown;
}

interface Callbacks {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}

/** One catalogue's generated hooks, narrowed to what the section drives. */
export interface PackageApi {
  queryKey: readonly unknown[];
  useList: () => {
    data: AdminPackage[] | undefined;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  useCreate: () => { mutate: (v: { data: never }, c: Callbacks) => void; isPending: boolean };
  useUpdate: () => { mutate: (v: { id: number; data: never }, c: Callbacks) => void; isPending: boolean };
  useRemove: () => { mutate: (v: { id: number }, c: Callbacks) => void; isPending: boolean };
  useToggle: () => {
    mutate: (v: { id: number; data: { isActive: boolean } }, c: Callbacks) => void;
    isPending: boolean;
    variables?: { id: number };
  };
}

/** The generated hooks of each package catalogue (spec 002 section 7: `/api/admin/{kind}-packages`). */
export const PACKAGE_API: Record<PackageKind, PackageApi> = {
  blackcoin: {
    queryKey: getListBlackcoinPackagesQueryKey(),
    useList: useListBlackcoinPackages as unknown as PackageApi['useList'],
    useCreate: useCreateBlackcoinPackage as unknown as PackageApi['useCreate'],
    useUpdate: useUpdateBlackcoinPackage as unknown as PackageApi['useUpdate'],
    useRemove: useDeleteBlackcoinPackage as unknown as PackageApi['useRemove'],
    useToggle: useToggleBlackcoinPackageStatus as unknown as PackageApi['useToggle'],
  },
  money: {
    queryKey: getListMoneyPackagesQueryKey(),
    useList: useListMoneyPackages as unknown as PackageApi['useList'],
    useCreate: useCreateMoneyPackage as unknown as PackageApi['useCreate'],
    useUpdate: useUpdateMoneyPackage as unknown as PackageApi['useUpdate'],
    useRemove: useDeleteMoneyPackage as unknown as PackageApi['useRemove'],
    useToggle: useToggleMoneyPackageStatus as unknown as PackageApi['useToggle'],
  },
  vip: {
    queryKey: getListVipPackagesQueryKey(),
    useList: useListVipPackages as unknown as PackageApi['useList'],
    useCreate: useCreateVipPackage as unknown as PackageApi['useCreate'],
    useUpdate: useUpdateVipPackage as unknown as PackageApi['useUpdate'],
    useRemove: useDeleteVipPackage as unknown as PackageApi['useRemove'],
    useToggle: useToggleVipPackageStatus as unknown as PackageApi['useToggle'],
  },
};
