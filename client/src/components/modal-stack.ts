import { useSyncExternalStore } from 'react';

/**
 * Spec 000 section 4 (Modal stack): every open modal carries a priority; showing one drops the open
 * modals of lower priority (their `dismiss` runs); a dim overlay shows while any modal is open.
 */
interface ModalEntry {
  priority: number;
  dismiss?: () => void;
}

let stack: readonly ModalEntry[] = [];
const listeners = new Set<() => void>();

function publish(next: readonly ModalEntry[]): void {
  stack = next;
  for (const listener of listeners) listener();
}

/** Registers an open modal; returns the function that removes it. */
export function pushModal(priority: number, dismiss?: () => void): () => void {
  const entry: ModalEntry = { priority, dismiss };
  const dropped = stack.filter((open) => open.priority < priority);
  publish([...stack.filter((open) => open.priority >= priority), entry]);
  for (const open of dropped) open.dismiss?.();
  return () => publish(stack.filter((open) => open !== entry));
}

export function openModalCount(): number {
  return stack.length;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOpenModalCount(): number {
  return useSyncExternalStore(subscribe, openModalCount, openModalCount);
}

/** Modal priorities, highest first: the forced account setup outranks everything. */
export const MODAL_PRIORITY = { accountSetup: 100, calculator: 10 } as const;
