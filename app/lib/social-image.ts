/**
 * Social preview images (1200×630 PNG), made at build time by
 * scripts/og-images.ts, which reads from every prerendered page the image it
 * asks for: a title card drawn from the page's own title, or the raster of its
 * SVG cover (social networks do not display SVG). The addresses are derived
 * from the page path or the cover path, so the page and the generator agree
 * without a list kept twice.
 */
import type { SocialImage } from './meta.ts'
import { splitLanguage } from './paths.ts'

export const socialImageWidth = 1200
export const socialImageHeight = 630

/** Folder of the title cards, and of the rasterized covers, under the site root. */
export const titleCardFolder = '/og/pages/'
export const coverRasterFolder = '/og/covers/'

/**
 * The title card of a page: '/' → /og/pages/index.png, '/blog/x' → /og/pages/blog/x.png;
 * one per page, drawn from its French title, whatever the language of the address.
 */
export function pageSocialImage(address: string, title: string): SocialImage {
  const { path } = splitLanguage(address)
  const name = path === '/' ? 'index' : path.replace(/^\/+|\/+$/g, '')
  return { src: `${titleCardFolder}${name}.png`, width: socialImageWidth, height: socialImageHeight, alt: title }
}

/**
 * The social image of a page with a cover: the PNG raster of an SVG cover
 * (/images/blog/x.svg → /og/covers/blog/x.png), or the cover itself when it is
 * already a bitmap.
 */
export function coverSocialImage(cover: { src: string; width: number; height: number; alt: string }): SocialImage {
  const match = /^\/images\/(.+)\.svg$/.exec(cover.src)
  if (!match) return { src: cover.src, width: cover.width, height: cover.height, alt: cover.alt }
  return { src: `${coverRasterFolder}${match[1]}.png`, width: socialImageWidth, height: socialImageHeight, alt: cover.alt }
}

/** The SVG source of a rasterized cover, relative to public/ (the inverse of `coverSocialImage`). */
export function coverSourceOf(rasterPath: string): string | undefined {
  if (!rasterPath.startsWith(coverRasterFolder) || !rasterPath.endsWith('.png')) return undefined
  return `/images/${rasterPath.slice(coverRasterFolder.length, -'.png'.length)}.svg`
}
