import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { cn } from '~/lib/utils.ts'

/** Spec section 9: typed letters add up to one search for 1000 ms. */
const typeaheadResetMs = 1000

const itemSelector = '[role^="menuitem"]:not([aria-disabled="true"])'

/**
 * A menu button (WAI-ARIA APG "menu button" pattern) in a few lines instead
 * of a positioning library: the trigger opens the menu with a
 * click, Enter, Space or the arrows; in the menu the arrows, Home and End move,
 * letters jump to an item, Escape and Tab close it; an outside click closes
 * it; choosing an item closes it and focus returns to the trigger. It opens
 * below the trigger, aligned to its inline end.
 */
export function MenuButton({
  trigger,
  triggerClassName,
  contentClassName,
  children,
}: {
  trigger: ReactNode
  triggerClassName?: string
  contentClassName?: string
  /** The items (role menuitem or menuitemradio, tabIndex -1); choosing one closes the menu. */
  children: ReactNode
}) {
  const [open, setOpen] = useState(false)
  /** Which item takes focus when the menu opens. */
  const initialFocus = useRef<'first' | 'last' | 'checked'>('checked')
  const rootRef = useRef<HTMLDivElement>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLDivElement>(null)
  const typeahead = useRef({ text: '', timer: 0 })
  const menuId = useId()

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>(itemSelector) ?? [])

  function close(returnFocus = true) {
    setOpen(false)
    if (returnFocus) triggerRef.current?.focus()
  }

  function openWith(focus: 'first' | 'last' | 'checked') {
    initialFocus.current = focus
    setOpen(true)
  }

  useEffect(() => {
    if (!open) return
    const all = Array.from(menuRef.current?.querySelectorAll<HTMLElement>(itemSelector) ?? [])
    const target =
      initialFocus.current === 'last'
        ? all.at(-1)
        : initialFocus.current === 'checked'
          ? (all.find((item) => item.getAttribute('aria-checked') === 'true') ?? all[0])
          : all[0]
    target?.focus()
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      openWith(event.key === 'ArrowDown' ? 'first' : 'checked')
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      openWith('last')
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const all = items()
    const index = all.indexOf(document.activeElement as HTMLElement)
    const focus = (next: number) => all[Math.max(0, Math.min(all.length - 1, next))]?.focus()
    switch (event.key) {
      case 'ArrowDown':
        focus(index + 1)
        break
      case 'ArrowUp':
        focus(index - 1)
        break
      case 'Home':
        focus(0)
        break
      case 'End':
        focus(all.length - 1)
        break
      case 'Escape':
        close()
        break
      case 'Tab':
        close(false)
        return
      case ' ':
        // Space chooses an item, as Enter does (links only follow Enter natively).
        ;(document.activeElement as HTMLElement | null)?.click()
        break
      default: {
        if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return
        const state = typeahead.current
        window.clearTimeout(state.timer)
        state.text += event.key.toLowerCase()
        state.timer = window.setTimeout(() => (state.text = ''), typeaheadResetMs)
        const match = all.find((item) => item.textContent?.trim().toLowerCase().startsWith(state.text))
        match?.focus()
      }
    }
    event.preventDefault()
  }

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-state={open ? 'open' : 'closed'}
        className={triggerClassName}
        onClick={() => (open ? close(false) : openWith('checked'))}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger}
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-orientation="vertical"
          tabIndex={-1}
          onKeyDown={onMenuKeyDown}
          onClick={(event) => {
            if ((event.target as Element).closest(itemSelector)) close()
          }}
          className={cn('absolute end-0 top-full z-[70] mt-1.5 rounded-xl border border-line bg-surface p-1 shadow-lg outline-none', contentClassName)}
        >
          {children}
        </div>
      )}
    </div>
  )
}

/** The look of a menu item: highlighted while focused or hovered. */
export const menuItemClass =
  'flex w-full cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-start text-sm outline-none hover:bg-brand-soft focus:bg-brand-soft'
