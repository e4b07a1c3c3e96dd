import {
  useRef,
  useState,
  useSyncExternalStore,
  type ElementType,
  type FormEvent,
  type HTMLAttributes,
  type MouseEvent,
} from 'react'
import { flushSync } from 'react-dom'
import { useLocation, useNavigate } from 'react-router'
import { useI18n } from '~/i18n/context.tsx'
import type { DeferredComponent } from '~/lib/deferred.ts'
import { routeLinkClick } from './static-content.tsx'

const subscribeToNothing = () => () => {}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

interface Snapshot {
  values: { value: string; checked: boolean }[]
  focused: number
  selection: [number | null, number | null] | null
}

const controlsOf = (root: HTMLElement | null): Control[] => (root ? [...root.querySelectorAll<Control>('input, textarea, select')] : [])

/** What can hold the focus in a form, by position: fields, buttons and links. */
const focusablesOf = (root: HTMLElement | null): HTMLElement[] => (root ? [...root.querySelectorAll<HTMLElement>('input, textarea, select, button, a[href]')] : [])

/** What the visitor has typed, ticked and focused in the server's markup, by position. */
function capture(root: HTMLElement | null): Snapshot {
  const controls = controlsOf(root)
  const focused = focusablesOf(root).findIndex((element) => element === document.activeElement)
  const active = document.activeElement
  let selection: Snapshot['selection'] = null
  if (focused >= 0 && (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement)) {
    try {
      selection = [active.selectionStart, active.selectionEnd]
    } catch {
      // Inputs of some types (checkbox, email) have no selection.
    }
  }
  return {
    values: controls.map((control) => ({ value: control.value, checked: control instanceof HTMLInputElement && control.checked })),
    focused,
    selection,
  }
}

/** Gives the live form what the visitor put in the server's markup, through the events React listens to. */
function restore(root: HTMLElement | null, snapshot: Snapshot) {
  const controls = controlsOf(root)
  controls.forEach((control, index) => {
    const before = snapshot.values[index]
    if (!before) return
    if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      if (control.checked !== before.checked) control.click()
      return
    }
    if (control.value === before.value) return
    const prototype = Object.getPrototypeOf(control) as object
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, before.value)
    control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }))
  })
  const focused = focusablesOf(root)[snapshot.focused]
  if (focused) {
    focused.focus()
    if (snapshot.selection && (focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement)) {
      try {
        focused.setSelectionRange(snapshot.selection[0], snapshot.selection[1])
      } catch {
        // Not every input type has a selection.
      }
    }
  }
}

/**
 * An interactive part of a prerendered page whose code loads when the visitor
 * first uses it: the home page's newsletter form, below the fold,
 * is used by few visitors, and its code and strings weigh more than the rest
 * of the page's.
 *
 * - The server renders the component as usual.
 * - Hydration keeps the server's markup (as `StaticContent` does) and loads
 *   nothing. The first focus, pointer press or submission inside it loads the
 *   component and its strings, then renders it in place of the markup: what
 *   the visitor had typed or ticked, the focus and the caret carry over, and a
 *   submission made meanwhile is made again on the live form.
 * - Links in the kept markup are routed like `<Link>` clicks.
 * - Outside hydration (a client-side navigation, a language change), the
 *   component renders at once, the navigation waiting for its code.
 */
export function HydrateOnUse<P extends object, T extends ElementType = 'div'>({
  component,
  props,
  as,
  ...wrapperProps
}: {
  component: DeferredComponent<P>
  props: P
  as?: T
} & Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'>) {
  const Tag: ElementType = as ?? 'div'
  const { language } = useI18n()
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  const identity = `${language} ${pathname}${search}`
  const hydrating = useSyncExternalStore(subscribeToNothing, () => false, () => true)
  const [keptFor] = useState(() => (hydrating && typeof document !== 'undefined' ? identity : null))
  const [live, setLive] = useState(false)
  const ref = useRef<HTMLElement>(null)
  const activation = useRef<Promise<void> | null>(null)
  const submitPending = useRef(false)
  // A press in progress: the swap waits for its click, which must land on the element it started on.
  const pressing = useRef(false)
  const swapWhenReleased = useRef<(() => void) | null>(null)

  if (live || keptFor !== identity) {
    return (
      <Tag {...wrapperProps} ref={ref}>
        <component.Component {...props} />
      </Tag>
    )
  }

  function activate() {
    activation.current ??= component.load().then(
      () => {
        const swap = () => {
          const snapshot = capture(ref.current)
          flushSync(() => setLive(true))
          restore(ref.current, snapshot)
          if (submitPending.current) ref.current?.querySelector('form')?.requestSubmit()
        }
        // Replacing the markup between a button's pointerdown and pointerup would lose its click (the two
        // would have different targets): wait for the release, and for the click it dispatches.
        if (pressing.current) swapWhenReleased.current = swap
        else swap()
      },
      (error: unknown) => {
        activation.current = null
        console.error('A part of the page could not load', error)
      },
    )
  }

  function onPointerDown() {
    pressing.current = true
    const release = () => {
      window.removeEventListener('pointerup', release)
      window.removeEventListener('pointercancel', release)
      pressing.current = false
      // After the click that follows pointerup in the same task.
      setTimeout(() => {
        const swap = swapWhenReleased.current
        swapWhenReleased.current = null
        swap?.()
      }, 0)
    }
    window.addEventListener('pointerup', release)
    window.addEventListener('pointercancel', release)
    activate()
  }

  function onSubmit(event: FormEvent<HTMLElement>) {
    event.preventDefault()
    submitPending.current = true
    activate()
  }

  return (
    <Tag
      key="kept"
      {...wrapperProps}
      ref={ref}
      onFocus={activate}
      onPointerDown={onPointerDown}
      onSubmit={onSubmit}
      onClick={(event: MouseEvent<HTMLElement>) => routeLinkClick(event, navigate)}
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  )
}
