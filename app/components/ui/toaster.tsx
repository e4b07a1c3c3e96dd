import { X } from 'lucide-react'
import { Toast } from 'radix-ui'
import { useI18n } from '~/i18n/context.tsx'
import { dismissToast, useCurrentToast } from '~/lib/toast.ts'
import { cn } from '~/lib/utils.ts'

/** The single toast region of the site (spec section 9: one at a time, 5000 ms). */
export function Toaster() {
  const { t, dir } = useI18n()
  const message = useCurrentToast()
  return (
    <Toast.Provider swipeDirection={dir === 'rtl' ? 'left' : 'right'} label={t('toast.region')}>
      {message && (
        <Toast.Root
          key={message.id}
          duration={message.duration}
          type={message.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(message.id)
          }}
          data-variant={message.variant ?? 'default'}
          className={cn(
            'toast pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pe-10 shadow-lg',
            message.variant === 'destructive'
              ? 'border-danger/30 bg-danger-soft text-danger'
              : 'border-line bg-surface text-ink',
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="font-semibold">{message.title}</Toast.Title>
            {message.description && <Toast.Description className="text-sm opacity-90">{message.description}</Toast.Description>}
          </div>
          <Toast.Close
            aria-label={t('toast.close')}
            className="absolute end-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100"
          >
            <X className="size-4" aria-hidden />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport className="fixed bottom-0 end-0 z-[90] flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </Toast.Provider>
  )
}
