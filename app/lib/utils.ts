import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names. Unlike shadcn's `twMerge(clsx())` it does not resolve
 * conflicting utilities (that library weighs 8 KB gzip in every page, ADR
 * 0009): a component states its variants without overlaps, and the prerender
 * fails on any class attribute with two utilities for one property.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs)
}
