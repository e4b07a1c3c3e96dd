import { useState, useSyncExternalStore } from 'react'
import { isLanguage, languageStorageKey, type Language } from './languages.ts'

/** The language the visitor chose last (spec section 4's stored key), or null. */
export function storedLanguage(): Language | null {
  try {
    const stored = window.localStorage.getItem(languageStorageKey)
    return isLanguage(stored) ? stored : null
  } catch {
    return null
  }
}

/** Stores a choice of language (spec section 4). */
export function rememberLanguage(language: Language) {
  try {
    window.localStorage.setItem(languageStorageKey, language)
  } catch {
    // Storage can be disabled: the address still carries the language.
  }
}

const subscribeToNothing = () => () => {}

/**
 * The stored language when it differs from the page's and the visitor has not
 * dismissed the suggestion; null on the server, which never knows it.
 */
export function useSuggestedLanguage(current: Language): [Language | null, () => void] {
  const stored = useSyncExternalStore(subscribeToNothing, storedLanguage, () => null)
  const [dismissed, setDismissed] = useState(false)
  const suggested = !dismissed && stored !== null && stored !== current ? stored : null
  return [suggested, () => setDismissed(true)]
}
