/** UI strings of the frame's approval page (English; the frame has its own bundle). */
export const messages = {
  signTitle: 'Signature request',
  sendTitle: 'Send transaction',
  callsTitle: 'Send calls',
  batch: 'How they run',
  together: 'Together in one transaction: all or none',
  oneByOne: 'One transaction after another',
  call: (n: number) => `Call ${n}`,
  from: (origin: string) => `${origin} asks you to approve`,
  approve: 'Approve',
  reject: 'Reject',
  to: 'To',
  value: 'Amount (wei)',
  data: 'Data',
  account: 'Your embedded wallet',
  working: 'Approved. Finishing…',
} as const

export interface ApprovalRequest {
  readonly origin: string
  readonly address: string
  readonly method: string
  /** What the person reads: the message, or the transaction's fields. */
  readonly lines: ReadonlyArray<readonly [label: string, value: string]>
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  node.className = className
  if (text !== undefined) node.textContent = text
  return node
}

/**
 * Renders the approval card in the frame's own document and resolves with the person's choice. Only
 * a click in this origin resolves it: the dapp page cannot reach into this document.
 */
export function askApproval(root: HTMLElement, request: ApprovalRequest, signal?: AbortSignal): Promise<boolean> {
  root.replaceChildren()
  const card = el('section', 'card')
  card.setAttribute('role', 'dialog')
  card.setAttribute('aria-labelledby', 'approval-title')
  const title = el(
    'h1',
    'title',
    request.method === 'personal_sign' || request.method.startsWith('eth_signTypedData')
      ? messages.signTitle
      : request.method === 'wallet_sendCalls'
        ? messages.callsTitle
        : messages.sendTitle,
  )
  title.id = 'approval-title'
  card.append(title, el('p', 'origin', messages.from(request.origin)))
  const account = el('p', 'account')
  account.append(el('span', 'label', messages.account), el('code', 'address', request.address))
  card.append(account)
  for (const [label, value] of request.lines) {
    const row = el('div', 'row')
    row.append(el('span', 'label', label), el('pre', 'value', value))
    card.append(row)
  }
  const actions = el('div', 'actions')
  const reject = el('button', 'reject', messages.reject)
  const approve = el('button', 'approve', messages.approve)
  reject.type = 'button'
  approve.type = 'button'
  actions.append(reject, approve)
  card.append(actions)
  root.append(card)
  approve.focus()
  return new Promise((resolve) => {
    const done = (answer: boolean) => {
      // Approved: the card stays, saying so, until signing or sending is over and the frame hides.
      if (answer) actions.replaceWith(el('p', 'working', messages.working))
      else root.replaceChildren()
      resolve(answer)
    }
    approve.addEventListener('click', () => done(true), { once: true })
    reject.addEventListener('click', () => done(false), { once: true })
    // The dapp side gave up on the request (SPEC §6): the card goes, and nothing is approved.
    signal?.addEventListener('abort', () => done(false), { once: true })
  })
}
