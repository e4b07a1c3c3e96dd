import { sectors } from '../../content/sectors.ts'

/**
 * The sectors' colours without a style attribute (the CSP allows none):
 * an element names its colour in `data-accent` and paints with `var(--accent)`
 * (`bg-(--accent)`); these rules, inlined with the site's stylesheet, give each
 * colour of the palette to `--accent`. Colours are `#rrggbb` (content/schema.ts).
 */
export const accentPaletteStyle = [...new Set(sectors.map((sector) => sector.color))]
  .map((color) => `[data-accent="${color}"]{--accent:${color}}`)
  .join('\n')
