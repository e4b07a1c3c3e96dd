// @vitest-environment happy-dom
import type { ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { createRoutesStub } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { NoScriptFields, NoScriptSubmissionProvider, type NoScriptSubmission } from '../../app/components/forms/no-script.tsx'
import { useZodForm, type FormControls, type ZodFormOptions } from '../../app/components/forms/use-zod-form.ts'
import { CheckboxField, EmailField, PasswordField, TextField } from '../../app/components/ui/field.tsx'
import { I18nProvider } from '../../app/i18n/context.tsx'
import { dismissToast, useCurrentToast } from '../../app/lib/toast.ts'
import { requiredEmail } from '../../app/lib/validation/email.ts'
import { messageKey } from '../../app/lib/validation/validate.ts'
import { m } from '../../app/paraglide/messages.js'

interface Values {
  name: string
  email: string
  consent: boolean
}

/** Three fields, in the order the rules are checked: a required name, a required e-mail, a consent. */
const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, messageKey(m['forms.signUp.errors.firstName']))),
  email: requiredEmail,
  consent: z.boolean().check(z.refine((accepted) => accepted, messageKey(m['forms.newsletter.errors.acceptPrivacy']))),
})
type Output = z.infer<typeof schema>

const empty: Values = { name: '', email: '', consent: false }

type Options = Partial<ZodFormOptions<Values, Output>>

function TestForm(options: Options) {
  const form = useZodForm<Values, Output>({
    name: 'test',
    schema: async () => schema,
    initial: empty,
    onValid: () => undefined,
    failure: () => ({ title: m['forms.contact.errorTitle'], description: m['forms.contact.errorText'] }),
    log: 'Test form not sent',
    ...options,
  })
  return (
    <form {...form.props}>
      <NoScriptFields {...form.noScript} />
      <fieldset disabled={form.submitting}>
        <TextField id="name" label="Nom" {...form.text('name')} />
        <EmailField id="email" label="Email" {...form.text('email')} />
        <CheckboxField id="consent" label="D'accord" {...form.checkbox('consent')} />
      </fieldset>
      <button type="submit" disabled={form.submitting}>
        Envoyer
      </button>
      <button type="button" id="reset" onClick={form.reset}>
        Effacer
      </button>
    </form>
  )
}

/** The toast on show, as a screen reader would find it. */
function ToastProbe() {
  const toast = useCurrentToast()
  return toast ? <output data-variant={toast.variant}>{`${toast.title} | ${toast.description}`}</output> : null
}

let container: HTMLElement
let root: Root

beforeEach(() => {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
})

afterEach(() => {
  root.unmount()
  container.remove()
  dismissToast()
  vi.restoreAllMocks()
})

/** Renders in a route at `path`, as the pages hold their forms. */
function renderInRoute(element: ReactNode, path = '/contact') {
  const Stub = createRoutesStub([{ path: '/contact', Component: () => element }, { index: true, Component: () => element }])
  root.render(<Stub initialEntries={[path]} />)
}

async function renderForm(options: Options = {}) {
  renderInRoute(
    <I18nProvider language="fr">
      <TestForm {...options} />
      <ToastProbe />
    </I18nProvider>,
  )
  await vi.waitFor(() => expect(container.querySelector('form')).not.toBeNull())
}

const field = (id: string) => container.querySelector<HTMLInputElement>(`#${id}`)!
const errorOf = (id: string) => container.querySelector(`#${id}-error`)?.textContent ?? null
const submitButton = () => container.querySelector<HTMLButtonElement>('button[type="submit"]')!
const toastShown = () => container.querySelector('output')

/** Types into a controlled input as the browser does: React reads the value on the input event. */
function type(id: string, value: string) {
  const input = field(id)
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

function check(id: string) {
  field(id).click()
}

function submit() {
  container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
}

async function fillValid() {
  type('name', 'Ada')
  type('email', 'ada@example.com')
  check('consent')
  await vi.waitFor(() => expect(field('consent').checked).toBe(true))
}

describe('useZodForm', () => {
  it('checks the rules in the schema’s order: every field’s first error shows, the first field in error takes the focus', async () => {
    await renderForm()
    submit()
    await vi.waitFor(() => expect(errorOf('name')).toBe('Le prénom est obligatoire'))
    expect(errorOf('email')).toBe("L'email est obligatoire")
    expect(errorOf('consent')).toBe('Vous devez accepter la politique de confidentialité')
    expect(field('name').getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(field('name'))

    // Within a field, its checks run in order: the format once the address is there.
    type('name', 'Ada')
    type('email', 'ada@')
    submit()
    await vi.waitFor(() => expect(errorOf('name')).toBeNull())
    expect(errorOf('email')).toBe("Format d'email invalide")
    expect(document.activeElement).toBe(field('email'))
  })

  it('loads the schema on submit, not with the form', async () => {
    const load = vi.fn(async () => schema)
    await renderForm({ schema: load })
    expect(load).not.toHaveBeenCalled()
    submit()
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1))
  })

  it('is submitting while onValid runs: busy, disabled, a second submit ignored; the checked values reach onValid', async () => {
    let finish = () => {}
    const onValid = vi.fn((_data: Output) => new Promise<void>((resolve) => (finish = resolve)))
    await renderForm({ onValid })
    await fillValid()
    type('name', '  Ada  ')
    submit()
    await vi.waitFor(() => expect(submitButton().disabled).toBe(true))
    expect(container.querySelector('form')!.getAttribute('aria-busy')).toBe('true')
    expect(container.querySelector('fieldset')!.disabled).toBe(true)
    submit()
    finish()
    await vi.waitFor(() => expect(submitButton().disabled).toBe(false))
    expect(container.querySelector('form')!.getAttribute('aria-busy')).toBe('false')
    expect(onValid).toHaveBeenCalledTimes(1)
    expect(onValid.mock.calls[0]![0]).toEqual({ name: 'Ada', email: 'ada@example.com', consent: true })
  })

  it('shows what onValid throws as the failure toast, logs it and keeps the values', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const failure = new Error('service down')
    await renderForm({
      onValid: async () => {
        throw failure
      },
    })
    await fillValid()
    submit()
    await vi.waitFor(() => expect(toastShown()?.textContent).toBe("Erreur d'envoi | Une erreur est survenue lors de l'envoi de votre message. Veuillez réessayer."))
    expect(toastShown()?.getAttribute('data-variant')).toBe('destructive')
    expect(logged).toHaveBeenCalledWith('Test form not sent', failure)
    await vi.waitFor(() => expect(submitButton().disabled).toBe(false))
    expect(field('name').value).toBe('Ada')
    expect(field('email').value).toBe('ada@example.com')
    expect(field('consent').checked).toBe(true)
  })

  it('waits for an asynchronous failure message (one loaded on demand)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await renderForm({
      onValid: () => Promise.reject(new Error('refused')),
      failure: async () => ({ title: m['forms.profile.errorTitle'], description: m['forms.validation.emailFormat'] }),
    })
    await fillValid()
    submit()
    await vi.waitFor(() => expect(toastShown()?.textContent).toBe("Erreur | Format d'email invalide"))
  })

  it('with invalidTitle, shows the first broken rule as a toast rather than under the fields, and focuses its field', async () => {
    await renderForm({ invalidTitle: m['forms.validation.title'] })
    type('name', 'Ada')
    submit()
    await vi.waitFor(() => expect(toastShown()?.textContent).toBe("Erreur de validation | L'email est obligatoire"))
    expect(errorOf('email')).toBeNull()
    expect(document.activeElement).toBe(field('email'))
  })

  it('an error onValid finds shows under its field, which takes the focus once the form is enabled again', async () => {
    await renderForm({
      onValid: (_data: Output, form: FormControls<Values>) => form.setError('email', m['forms.profile.email.same']),
    })
    await fillValid()
    submit()
    await vi.waitFor(() => expect(errorOf('email')).toBe("C'est déjà votre adresse actuelle."))
    await vi.waitFor(() => expect(document.activeElement).toBe(field('email')))
    expect(submitButton().disabled).toBe(false)
  })

  it('reset() brings back the initial values without errors', async () => {
    await renderForm()
    type('email', 'ada@')
    submit()
    await vi.waitFor(() => expect(errorOf('email')).not.toBeNull())
    check('consent')
    container.querySelector<HTMLButtonElement>('#reset')!.click()
    await vi.waitFor(() => expect(field('email').value).toBe(''))
    expect(field('consent').checked).toBe(false)
    expect(errorOf('name')).toBeNull()
    expect(errorOf('email')).toBeNull()
  })
})

/** A sign-in-like form: an e-mail address and a password, whose value never comes back. */
function SecretForm() {
  const form = useZodForm({
    name: 'secret',
    schema: async () => z.object({ email: requiredEmail, password: z.string() }),
    initial: { email: '', password: '' },
    onValid: () => undefined,
    failure: () => ({ title: m['forms.contact.errorTitle'], description: m['forms.contact.errorText'] }),
  })
  return (
    <form {...form.props}>
      <NoScriptFields {...form.noScript} />
      <EmailField id="secret-email" label="Email" {...form.text('email')} />
      <PasswordField id="secret-password" label="Mot de passe" {...form.text('password')} />
    </form>
  )
}

describe('useZodForm before the page’s script (issue 30, point 5)', () => {
  const notice = () => container.querySelector('[data-testid="no-script-notice"]')

  async function renderAnswered(submission: NoScriptSubmission | undefined, form = <TestForm />) {
    renderInRoute(
      <I18nProvider language="fr">
        <NoScriptSubmissionProvider value={submission}>{form}</NoScriptSubmissionProvider>
      </I18nProvider>,
    )
    await vi.waitFor(() => expect(container.querySelector('form')).not.toBeNull())
  }

  it('is a POST to its own page, which opens at the notice, named by a hidden field: never a GET that would put the fields in the address', async () => {
    await renderForm()
    const form = container.querySelector('form')!
    expect(form.getAttribute('method')).toBe('post')
    expect(form.id).toBe('test-form')
    expect(form.getAttribute('action')).toBe('/contact#test-notice')
    expect(form.noValidate).toBe(true)
    const named = form.querySelector<HTMLInputElement>('input[type="hidden"][name="_form"]')
    expect(named?.value).toBe('test')
    expect(notice()).toBeNull()
  })

  it('on an index route (the French home page), posts to that route, not to the root layout', async () => {
    renderInRoute(
      <I18nProvider language="fr">
        <TestForm />
      </I18nProvider>,
      '/',
    )
    await vi.waitFor(() => expect(container.querySelector('form')?.getAttribute('action')).toBe('/?index#test-notice'))
  })

  it('puts back what its route answered (texts by name, a ticked box by presence) with the notice, until the next submit', async () => {
    await renderAnswered({ form: 'test', values: { name: 'Ada', email: 'ada@example.com', consent: 'on' } })
    expect(field('name').value).toBe('Ada')
    expect(field('email').value).toBe('ada@example.com')
    expect(field('consent').checked).toBe(true)
    await vi.waitFor(() => expect(notice()).not.toBeNull())
    expect(notice()!.getAttribute('role')).toBe('alert')
    expect(notice()!.id).toBe('test-notice')
    expect(notice()!.textContent).toBe(
      'Formulaire non envoyé' +
        'Ce formulaire a besoin de JavaScript\u00a0: activez-le, ou attendez que la page ait fini de se charger, puis renvoyez le formulaire. Votre saisie a été conservée.',
    )
    submit()
    await vi.waitFor(() => expect(notice()).toBeNull())
    expect(field('name').value).toBe('Ada')
  })

  it('an unticked box stays unticked, and the answer of another form changes nothing', async () => {
    await renderAnswered({ form: 'test', values: { name: 'Ada' } })
    expect(field('consent').checked).toBe(false)
    root.unmount()
    root = createRoot(container)
    await renderAnswered({ form: 'contact', values: { name: 'Ada' } })
    expect(field('name').value).toBe('')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(notice()).toBeNull()
  })

  it('never puts a password back, even one in the answer, and says so', async () => {
    await renderAnswered({ form: 'secret', values: { email: 'ada@example.com', password: 'hunter2-leaked' } }, <SecretForm />)
    expect(field('secret-email').value).toBe('ada@example.com')
    expect(field('secret-password').value).toBe('')
    await vi.waitFor(() => expect(notice()?.textContent).toContain('Par sécurité, les mots de passe et les codes ne sont pas conservés\u00a0: saisissez-les à nouveau.'))
  })
})
