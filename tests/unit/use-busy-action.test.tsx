// @vitest-environment happy-dom
/**
 * The account actions' hook: busy while an action runs, a failure logged and told in an error toast
 * (with the auth error's translated text), a failure the caller handles left to it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useBusyAction } from '../../app/components/forms/profile/use-busy-action.ts'
import { Toaster } from '../../app/components/ui/toaster.tsx'
import { dismissToast } from '../../app/lib/toast.ts'
import { button, click, mount, until, type Mounted } from '../support/dom.tsx'

let page: Mounted | undefined

afterEach(async () => {
  await page?.unmount()
  page = undefined
  dismissToast()
  vi.restoreAllMocks()
})

function Action({ action, handled }: { action: () => Promise<void>; handled?: (error: unknown) => boolean }) {
  const { busy, run } = useBusyAction()
  return (
    <>
      <button type="button" disabled={busy} onClick={() => void run(action, 'Erreur de test', handled)}>
        Agir
      </button>
      <Toaster />
    </>
  )
}

const toastText = () => document.querySelector('li.toast')?.textContent ?? ''

describe('useBusyAction', () => {
  it('keeps the button disabled while the action runs, then enables it again', async () => {
    let finish!: () => void
    page = await mount(<Action action={() => new Promise<void>((resolve) => (finish = resolve))} />)
    await click(button(page.container, 'Agir'))
    expect(button(page.container, 'Agir').disabled).toBe(true)
    finish()
    await until(() => !button(page!.container, 'Agir').disabled, 'the button enabled again')
    expect(toastText()).toBe('')
  })

  it('logs a failure and tells it in an error toast with the translated auth error', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    page = await mount(<Action action={() => Promise.reject(Object.assign(new Error('offline'), { name: 'AuthRetryableFetchError' }))} />)
    await click(button(page.container, 'Agir'))
    await until(() => toastText().includes('Erreur de test'), 'the error toast')
    expect(document.querySelector('li.toast')?.getAttribute('data-variant')).toBe('destructive')
    expect(toastText().length).toBeGreaterThan('Erreur de test'.length)
    expect(logged).toHaveBeenCalled()
    expect(button(page.container, 'Agir').disabled).toBe(false)
  })

  it('leaves a failure the caller handles to the caller: no toast, nothing logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const handled = vi.fn(() => true)
    page = await mount(<Action action={() => Promise.reject({ code: '23505' })} handled={handled} />)
    await click(button(page.container, 'Agir'))
    await until(() => handled.mock.calls.length === 1, 'the handler called')
    await until(() => !button(page!.container, 'Agir').disabled, 'the button enabled again')
    expect(handled).toHaveBeenCalledWith({ code: '23505' })
    expect(toastText()).toBe('')
    expect(logged).not.toHaveBeenCalled()
  })
})
