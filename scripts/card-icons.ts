/**
 * Writes app/styles/card-icons.css: each icon of app/components/directory/card-icons.ts as a CSS custom
 * property holding lucide's drawing as an SVG data URI, which `.card-fact::before` (app/app.css) uses as a
 * mask painted in the text's colour. The drawings come from the lucide-react package the rest of the site
 * uses, so a card's icons are the same as elsewhere; tests/unit/card-icons.test.ts fails when the file is
 * not what this script writes (a lucide update, or the list changed without running it).
 *
 * Usage: npm run card-icons
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { cardIcons } from '../app/components/directory/card-icons.ts'

export const cardIconsFile = join(import.meta.dirname, '..', 'app', 'styles', 'card-icons.css')

type IconNode = [tag: string, attributes: Record<string, string>][]

/** lucide's own attributes for every icon, the stroke opaque (a mask keeps what is opaque). */
const svgAttributes = 'xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="black" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"'

function svgOf(node: IconNode): string {
  const children = node.map(([tag, attributes]) => {
    const pairs = Object.entries(attributes).filter(([name]) => name !== 'key')
    return `<${tag} ${pairs.map(([name, value]) => `${name}="${value}"`).join(' ')}/>`
  })
  return `<svg ${svgAttributes}>${children.join('')}</svg>`
}

/** An SVG in a CSS url(): double quotes become single ones, and the characters a URL cannot hold are escaped. */
function dataUri(svg: string): string {
  const escaped = svg.replaceAll('"', "'").replace(/[%#<>\n]/g, (character) => encodeURIComponent(character))
  return `url("data:image/svg+xml,${escaped}")`
}

export async function cardIconsCss(): Promise<string> {
  const rules: string[] = []
  for (const name of cardIcons) {
    const icon = (await import(`lucide-react/icons/${name}`)) as { __iconData: { name: string; node: IconNode } }
    if (icon.__iconData.name !== name) throw new Error(`lucide-react/icons/${name} holds ${icon.__iconData.name}`)
    rules.push(`.card-icon-${name} {\n  --card-icon: ${dataUri(svgOf(icon.__iconData.node))};\n}`)
  }
  return `/* Written by scripts/card-icons.ts (npm run card-icons) from lucide-react's icons: do not edit. */\n${rules.join('\n')}\n`
}

if (import.meta.main) {
  writeFileSync(cardIconsFile, await cardIconsCss())
  console.log(`Wrote ${cardIconsFile} (${cardIcons.length} icons)`)
}
