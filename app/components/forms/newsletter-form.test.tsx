// @vitest-environment happy-dom
/**
 * The newsletter form as a visitor uses it (spec sections 4, 7 and 8), against a stand-in for the database's
 * REST endpoint: the duplicate answer (PostgreSQL's 23505) and the reset after a success.
 */
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NewsletterForm } from './newsletter-form.tsx'
import { Toaster } from '../ui/toaster.tsx'
import { button, click, field, jsonAnswer, mount, standInServer, typeInto, until, type Mounted } from '../../../tests/support/dom.tsx'

let page: Mounted | undefined

afterEach(async () => {
  await page?.unmount()
  page = undefined
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

async function fillAndSubmit(container: HTMLElement, email: string, firstName: string): Promise<void> {
  await typeInto(field(container, 'Email'), email)
  await typeInto(field(container, 'Prénom (optionnel)'), firstName)
  await click(container.querySelector<HTMLInputElement>('input[name="acceptPrivacy"]')!)
  await click(button(container, "S'inscrire"))
}

const toastText = () => document.querySelector('li.toast')?.textContent ?? ''

describe('NewsletterForm', () => {
  it('a duplicate address (23505): the destructive toast of spec section 8, and the form keeps what was typed', async () => {
    const received = standInServer(() =>
      jsonAnswer(409, { code: '23505', details: null, hint: null, message: 'duplicate key value violates unique constraint "newsletter_subscribers_email_key"' }),
    )
    page = await mount(
      <>
        <NewsletterForm />
        <Toaster />
      </>,
    )
    await fillAndSubmit(page.container, 'noa@example.com', 'Noa')
    await until(() => toastText() !== '', 'a toast')
    expect(toastText()).toBe('Email déjà inscritCette adresse email est déjà inscrite à notre newsletter.')
    expect(document.querySelector('li.toast')?.getAttribute('data-variant')).toBe('destructive')
    expect(field(page.container, 'Email').value).toBe('noa@example.com')
    expect(field(page.container, 'Prénom (optionnel)').value).toBe('Noa')
    expect(page.container.textContent).not.toContain('Inscription confirmée\u202f!')
    // One insert into the table, as spec section 7 describes it.
    expect(received.map((request) => `${request.method} ${request.url.pathname}`)).toEqual(['POST /rest/v1/newsletter_subscribers'])
  })

  it('another database error is the generic error toast, not the duplicate one', async () => {
    standInServer(() => jsonAnswer(400, { code: '23514', details: null, hint: null, message: 'new row violates check constraint' }))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    page = await mount(
      <>
        <NewsletterForm />
        <Toaster />
      </>,
    )
    await fillAndSubmit(page.container, 'noa@example.com', '')
    await until(() => toastText() !== '', 'a toast')
    expect(toastText()).toBe('ErreurUne erreur est survenue. Veuillez réessayer.')
  })

  it('success: the confirmation card, then 3000 ms later an empty, idle form', async () => {
    standInServer(() => jsonAnswer(201, null))
    page = await mount(<NewsletterForm />)
    const container = page.container
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    await fillAndSubmit(container, 'noa@example.com', 'Noa')
    await until(() => container.textContent?.includes('Inscription confirmée\u202f!') ?? false, 'the confirmation card')
    await act(() => vi.advanceTimersByTimeAsync(2999))
    expect(container.textContent).toContain('Inscription confirmée\u202f!')
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(container.textContent).not.toContain('Inscription confirmée\u202f!')
    expect(field(container, 'Email').value).toBe('')
    expect(field(container, 'Prénom (optionnel)').value).toBe('')
    expect(container.querySelector<HTMLInputElement>('input[name="acceptPrivacy"]')!.checked).toBe(false)
    expect(button(container, "S'inscrire").disabled).toBe(false)
  })
})
