import { useCallback, useEffect } from 'react'
import { useRevalidator } from 'react-router'
import { isLanguage, languageCookie, languageStorageKey, type Language } from './languages.ts'
import { loadMessages } from './load-messages.ts'
import { heldAreas } from './translate.ts'

function persist(language: Language) {
  try {
    window.localStorage.setItem(languageStorageKey, language)
  } catch {
    // Storage can be disabled; the cookie still carries the choice.
  }
  document.cookie = languageCookie(language, window.location.protocol === 'https:')
}

/**
 * Changing the language stores it (localStorage, mirrored in a cookie so the
 * server's first HTML is already in that language), loads its dictionary and
 * reloads the root data.
 */
export function useSetLanguage(current: Language): (language: Language) => void {
  const revalidator = useRevalidator()
  return useCallback(
    (language: Language) => {
      persist(language)
      // The new language's strings are there before the page re-renders in it.
      if (language !== current) void loadMessages(language, heldAreas(current)).then(() => revalidator.revalidate())
    },
    [current, revalidator],
  )
}

/** A choice kept in localStorage but missing from the cookie is restored. */
export function useLanguageStorageSync(current: Language) {
  const setLanguage = useSetLanguage(current)
  useEffect(() => {
    let stored: string | null
    try {
      stored = window.localStorage.getItem(languageStorageKey)
    } catch {
      return
    }
    if (isLanguage(stored) && stored !== current) setLanguage(stored)
    // Only once, after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
