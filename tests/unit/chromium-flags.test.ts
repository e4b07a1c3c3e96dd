import { describe, expect, it } from 'vitest'
import * as chromeLauncher from 'chrome-launcher'
import { withChromiumFlags } from '../support/chromium.ts'

const disableFeatures = (flags: readonly string[]) => flags.filter((flag) => flag.startsWith('--disable-features='))

describe('withChromiumFlags', () => {
  it('gives one --disable-features holding the launcher\'s features and the tests\' own, after the other flags', () => {
    const flags = withChromiumFlags(['--mute-audio', '--disable-features=Translate,RenderDocument', '--headless=new'])
    expect(disableFeatures(flags)).toEqual(['--disable-features=Translate,RenderDocument,WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup'])
    expect(flags.slice(0, 2)).toEqual(['--mute-audio', '--headless=new'])
    expect(flags).toContain('--disable-background-networking')
  })

  it('merges several --disable-features and names each feature once', () => {
    const flags = withChromiumFlags(['--disable-features=A,B', '--disable-features=B,WebUIOmniboxPopup'])
    expect(disableFeatures(flags)).toEqual(['--disable-features=A,B,WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup'])
  })

  it('keeps chrome-launcher\'s RenderDocument off for Lighthouse', () => {
    const [features] = disableFeatures(withChromiumFlags(chromeLauncher.Launcher.defaultFlags()))
    expect(features!.split(/[=,]/)).toEqual(expect.arrayContaining(['RenderDocument', 'Translate', 'OptimizationHints', 'WebUIOmniboxPopup']))
  })
})
