import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SubmitButton } from './submit-button.tsx'

const render = (props: { submitting: boolean; disabled?: boolean }) =>
  renderToStaticMarkup(
    <SubmitButton {...props} icon={<svg data-icon="send" />} busyLabel="Envoi en cours…" className="w-full">
      Envoyer le message
    </SubmitButton>,
  )

describe('SubmitButton', () => {
  it('at rest: a submit button with its icon and label, enabled', () => {
    const html = render({ submitting: false })
    expect(html).toMatch(/^<button[^>]* type="submit"/)
    expect(html).toContain('data-icon="send"')
    expect(html).toContain('Envoyer le message')
    expect(html).not.toContain(' disabled=""')
    expect(html).not.toContain('animate-spin')
    expect(html).toContain('w-full')
  })

  it('while sending: disabled, a spinner instead of the icon, the busy label instead of the label', () => {
    const html = render({ submitting: true })
    expect(html).toContain(' disabled=""')
    expect(html).toContain('animate-spin')
    expect(html).not.toContain('data-icon="send"')
    expect(html).toContain('Envoi en cours…')
    expect(html).not.toContain('Envoyer le message')
  })

  it('`disabled` wins over the sending state, either way', () => {
    expect(render({ submitting: false, disabled: true })).toContain(' disabled=""')
    const sendingButEnabled = render({ submitting: true, disabled: false })
    expect(sendingButEnabled).not.toContain(' disabled=""')
    expect(sendingButEnabled).toContain('animate-spin')
  })
})
