'use client'
/**
 * The site's one modal dialog: a native modal <dialog> opened by a button. The browser keeps focus
 * inside it (the rest of the page is inert) and closes it on Escape; focus then returns to the
 * button; a click on the backdrop closes it; the title labels it (aria-labelledby). Callers own
 * the look of the button and the panel.
 *
 *   const dialog = useDialog()
 *   <DialogTrigger dialog={dialog}>Holiday Opening Hours</DialogTrigger>
 *   <Dialog dialog={dialog} className="…"><h2 id={dialog.titleId}>…</h2>…</Dialog>
 */
import { useCallback, useId, useRef, type ButtonHTMLAttributes, type ReactNode, type RefObject } from 'react'

export interface DialogControl {
  dialogRef: RefObject<HTMLDialogElement | null>
  triggerRef: RefObject<HTMLButtonElement | null>
  /** The id to put on the dialog's heading. */
  titleId: string
  open: () => void
  close: () => void
}

/** Opens and closes one dialog; `onOpen` runs on every open (e.g. to start loading its content). */
export function useDialog({ onOpen }: { onOpen?: () => void } = {}): DialogControl {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const titleId = useId()
  const open = useCallback(() => {
    onOpen?.()
    const dialog = dialogRef.current
    if (!dialog || dialog.open) return
    if (typeof dialog.showModal === 'function') dialog.showModal()
    else dialog.setAttribute('open', '')
  }, [onOpen])
  const close = useCallback(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (typeof dialog.close === 'function') dialog.close()
    else {
      // No native <dialog> (old browsers, test DOMs): close by hand and return focus.
      dialog.removeAttribute('open')
      triggerRef.current?.focus()
    }
  }, [])
  return { dialogRef, triggerRef, titleId, open, close }
}

export function DialogTrigger({ dialog, children, ...rest }: { dialog: DialogControl; children: ReactNode } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'type'>) {
  return (
    <button ref={dialog.triggerRef} type="button" aria-haspopup="dialog" onClick={dialog.open} {...rest}>
      {children}
    </button>
  )
}

export function Dialog({ dialog, className, children }: { dialog: DialogControl; className?: string; children: ReactNode }) {
  return (
    <dialog
      ref={dialog.dialogRef}
      aria-labelledby={dialog.titleId}
      onClose={() => dialog.triggerRef.current?.focus()}
      onClick={(event) => {
        // A click on the backdrop (outside the panel) closes the dialog.
        if (event.target === dialog.dialogRef.current) dialog.close()
      }}
      className={className}
    >
      {children}
    </dialog>
  )
}
