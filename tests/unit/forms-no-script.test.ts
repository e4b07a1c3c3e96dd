/**
 * A form sent before the page's script ran (issue 30, point 5) is a POST to its page; the route's action
 * answers the page again with what was typed. What that action hands back: the form's name and its fields,
 * never a password or a code, nothing from a body that is not a form or is too large.
 */
import { describe, expect, it } from 'vitest'
import { maxSubmissionBytes, noScriptSubmission } from '../../app/components/forms/no-script.server.ts'
import { valuesSentBack } from '../../app/components/forms/no-script.tsx'

const formPost = (body: string, headers: Record<string, string> = {}) =>
  new Request('http://localhost/contact', { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } })

describe('the action answering a form sent without script', () => {
  it('hands back the named form and what was typed, as the browser encoded it', async () => {
    const body = new URLSearchParams({ _form: 'contact', firstName: 'Noa', lastName: 'Lévi', email: 'noa@example.com', subject: 'info', message: 'Shalom, ça va ? 🙂\nLigne 2', website: '' })
    expect(await noScriptSubmission(formPost(body.toString()))).toEqual({
      form: 'contact',
      values: { firstName: 'Noa', lastName: 'Lévi', email: 'noa@example.com', subject: 'info', message: 'Shalom, ça va ? 🙂\nLigne 2', website: '' },
    })
  })

  it('never hands back a password, its confirmation or a code', async () => {
    const body = new URLSearchParams({ _form: 'sign-up', email: 'noa@example.com', password: 'secret-123', confirmation: 'secret-123', code: '123456', nonce: '654321', acceptTerms: 'on' })
    const { values } = await noScriptSubmission(formPost(body.toString()))
    expect(values).toEqual({ email: 'noa@example.com', acceptTerms: 'on' })
  })

  it('keeps the first value of a field, at most 5,000 characters, 20 fields, and only plain field names', async () => {
    const fields = [['_form', 'contact'], ['message', 'x'.repeat(6000)], ['message', 'second'], ['__proto__', 'a'], ['a b', 'c'], ['x-y', 'z']]
    for (let index = 0; index < 30; index++) fields.push([`field${index}`, String(index)])
    const { values } = await noScriptSubmission(formPost(new URLSearchParams(fields).toString()))
    expect(values.message).toHaveLength(5000)
    expect(Object.keys(values)).toHaveLength(20)
    expect(Object.keys(values).filter((name) => !/^[A-Za-z][A-Za-z0-9]*$/.test(name))).toEqual([])
    expect(Object.getPrototypeOf(values)).toBe(Object.prototype)
  })

  it('names no form when the name is missing or not a form name', async () => {
    expect((await noScriptSubmission(formPost('email=a%40b.c'))).form).toBe('')
    expect((await noScriptSubmission(formPost('_form=%3Cscript%3E&email=a%40b.c'))).form).toBe('')
  })

  it('reads nothing from another kind of body, or from one over the limit (declared or not)', async () => {
    const json = new Request('http://localhost/contact', { method: 'POST', body: '{"_form":"contact"}', headers: { 'content-type': 'application/json' } })
    expect(await noScriptSubmission(json)).toEqual({ form: '', values: {} })
    const large = `_form=contact&message=${'x'.repeat(maxSubmissionBytes)}`
    expect(await noScriptSubmission(formPost(large))).toEqual({ form: '', values: {} })
    const undeclared = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('_form=contact&message='))
        for (let chunk = 0; chunk < 10; chunk++) controller.enqueue(new Uint8Array(16 * 1024).fill(0x78))
        controller.close()
      },
    })
    const streamed = new Request('http://localhost/contact', { method: 'POST', body: undeclared, duplex: 'half', headers: { 'content-type': 'application/x-www-form-urlencoded' } } as RequestInit)
    expect(await noScriptSubmission(streamed)).toEqual({ form: '', values: {} })
    expect(await noScriptSubmission(new Request('http://localhost/contact', { method: 'POST' }))).toEqual({ form: '', values: {} })
  })
})

describe('what a form puts back', () => {
  const initial = { email: '', firstName: '', acceptPrivacy: false, password: '' }

  it('texts by name and ticked boxes by presence, over the initial values; never a password', () => {
    expect(valuesSentBack(initial, { form: 'newsletter', values: { email: 'noa@example.com', acceptPrivacy: 'on', password: 'x', other: 'y' } })).toEqual({
      email: 'noa@example.com',
      firstName: '',
      acceptPrivacy: true,
      password: '',
    })
    expect(valuesSentBack({ ...initial, acceptPrivacy: true }, { form: 'newsletter', values: {} }).acceptPrivacy).toBe(false)
    expect(valuesSentBack(initial, null)).toBe(initial)
  })
})
