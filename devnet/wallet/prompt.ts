import type { ApprovalRequest, Prompt } from './approval'

/**
 * A tiny approval dialog for the demo: one request at a time, on top of everything (the modal's
 * z-index is 999), Approve / Reject buttons, Escape rejects. Styles are set through the CSSOM, which
 * a strict CSP allows.
 */
export function createDomPrompt(document: Document): Prompt {
  let chain: Promise<unknown> = Promise.resolve()

  const show = (request: ApprovalRequest): Promise<boolean> =>
    new Promise((resolve) => {
      const previousFocus = document.activeElement as HTMLElement | null
      const box = document.createElement('div')
      box.setAttribute('role', 'alertdialog')
      box.setAttribute('aria-modal', 'true')
      box.setAttribute('aria-labelledby', 'devnet-wallet-title')
      box.setAttribute('data-devnet-wallet-prompt', String(request.id))
      Object.assign(box.style, {
        position: 'fixed',
        right: '16px',
        bottom: '16px',
        zIndex: '2147483647',
        width: '320px',
        maxWidth: 'calc(100vw - 32px)',
        padding: '16px',
        borderRadius: '12px',
        background: '#10201c',
        color: '#e8f5f0',
        font: '14px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
        boxShadow: '0 12px 40px rgba(0,0,0,.45)',
        border: '1px solid #2f6f5f',
      })
      const title = document.createElement('div')
      title.id = 'devnet-wallet-title'
      title.textContent = `Devnet Wallet · ${request.summary}`
      Object.assign(title.style, { fontWeight: '700', marginBottom: '8px' })
      const origin = document.createElement('div')
      origin.textContent = `Requested by ${document.location?.origin ?? 'this page'} (${request.method})`
      Object.assign(origin.style, { opacity: '.75', fontSize: '12px', marginBottom: '8px' })
      box.append(title, origin)
      if (request.details) {
        const details = document.createElement('pre')
        details.textContent = request.details
        Object.assign(details.style, {
          margin: '0 0 12px',
          padding: '8px',
          maxHeight: '160px',
          overflow: 'auto',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-all',
          background: 'rgba(255,255,255,.06)',
          borderRadius: '8px',
          fontSize: '12px',
        })
        box.append(details)
      }
      const row = document.createElement('div')
      Object.assign(row.style, { display: 'flex', gap: '8px', justifyContent: 'flex-end' })
      const button = (label: string, primary: boolean) => {
        const element = document.createElement('button')
        element.type = 'button'
        element.textContent = label
        Object.assign(element.style, {
          padding: '8px 14px',
          borderRadius: '8px',
          border: primary ? 'none' : '1px solid #4c8b7b',
          background: primary ? '#3ccf9f' : 'transparent',
          color: primary ? '#06251b' : '#e8f5f0',
          fontWeight: '600',
          cursor: 'pointer',
        })
        return element
      }
      const reject = button('Reject', false)
      const approve = button('Approve', true)
      reject.setAttribute('data-devnet-wallet', 'reject')
      approve.setAttribute('data-devnet-wallet', 'approve')
      row.append(reject, approve)
      box.append(row)

      const finish = (approved: boolean) => {
        document.removeEventListener('keydown', onKey, true)
        box.remove()
        previousFocus?.focus?.()
        resolve(approved)
      }
      const onKey = (event: KeyboardEvent) => {
        if (event.key !== 'Escape') return
        // The wallet's dialog is on top: Escape belongs to it, not to the modal underneath.
        event.stopPropagation()
        event.preventDefault()
        finish(false)
      }
      reject.addEventListener('click', () => finish(false))
      approve.addEventListener('click', () => finish(true))
      document.addEventListener('keydown', onKey, true)
      document.body.append(box)
      approve.focus()
    })

  return (request) => {
    const shown = chain.then(() => show(request))
    chain = shown.catch(() => undefined)
    return shown
  }
}
