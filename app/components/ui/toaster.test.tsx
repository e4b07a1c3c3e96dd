// @vitest-environment happy-dom
/**
 * Toasts (spec section 9): one shows at a time, and each lasts 5000 ms by default. Timers are fake: the
 * test moves the clock, it does not wait.
 */
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Toaster } from './toaster.tsx'
import { toast } from '../../lib/toast.ts'
import { mount, until, type Mounted } from '../../../tests/support/dom.tsx'

let page: Mounted | undefined

beforeEach(async () => {
  page = await mount(<Toaster />)
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
})

afterEach(async () => {
  vi.useRealTimers()
  await page?.unmount()
  page = undefined
})

const shown = () => [...document.querySelectorAll('li.toast')].map((item) => ({ text: item.textContent, state: item.getAttribute('data-state') }))

async function show(title: string): Promise<void> {
  await act(async () => {
    toast({ title })
  })
  // The toast's code loads with the first toast.
  await until(() => shown().some((item) => item.text === title), `the toast '${title}'`)
}

const after = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

describe('Toaster', () => {
  it('shows a toast for 5000 ms, then closes it', async () => {
    await show('Message envoyé !')
    await after(4999)
    expect(shown()).toEqual([{ text: 'Message envoyé !', state: 'open' }])
    await after(1)
    expect(shown()).toEqual([{ text: 'Message envoyé !', state: 'closed' }])
    // The closing animation, then it is gone.
    await after(150)
    expect(shown()).toEqual([])
  })

  it('shows one toast at a time: a new one replaces the last, for its own 5000 ms', async () => {
    await show('Erreur de validation')
    await after(3000)
    await show('Message envoyé !')
    expect(shown()).toEqual([{ text: 'Message envoyé !', state: 'open' }])
    // The first toast's 5000 ms have passed; the second still has 3000 ms to go.
    await after(2000)
    expect(shown()).toEqual([{ text: 'Message envoyé !', state: 'open' }])
    await after(2999)
    expect(shown()).toEqual([{ text: 'Message envoyé !', state: 'open' }])
    await after(1)
    expect(shown()).toEqual([{ text: 'Message envoyé !', state: 'closed' }])
  })
})
