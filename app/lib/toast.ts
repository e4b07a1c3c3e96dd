import { useSyncExternalStore } from 'react'

export interface ToastMessage {
  id: number
  title: string
  description?: string
  variant?: 'default' | 'destructive' | 'success'
  /** Milliseconds; spec section 9: 5000 by default. */
  duration: number
}

export const defaultToastDuration = 5000

type Listener = () => void
let current: ToastMessage | null = null
let nextId = 1
const listeners = new Set<Listener>()

function emit() {
  for (const listener of listeners) listener()
}

/** Shows a toast; only one shows at a time, so a new one replaces the last. */
export function toast(message: Omit<ToastMessage, 'id' | 'duration'> & { duration?: number }): number {
  const id = nextId++
  current = { duration: defaultToastDuration, ...message, id }
  emit()
  return id
}

export function dismissToast(id?: number) {
  if (current && (id === undefined || current.id === id)) {
    current = null
    emit()
  }
}

export function useCurrentToast(): ToastMessage | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => current,
    () => null,
  )
}
