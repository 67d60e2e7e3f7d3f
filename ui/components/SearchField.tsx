import { useEffect, useRef, type InputHTMLAttributes } from 'react'
import { css } from '@linaria/core'
import type { ModalState } from '../../kernel'
import { useModalState } from '../hooks/useModalState'
import { input } from './styles'
import { SearchIcon } from './viewIcons'

const selectMobile = (s: ModalState) => s.modal.mobile

// Sticks to the top of the modal's scroll area, so the search stays at hand while the list under it scrolls.
const bar = css`
  position: sticky;
  top: 0;
  z-index: 1;
  display: flex;
  align-items: center;
  margin-top: -4px;
  padding: 4px 0;
  background: var(--airlock-color-bg-100);
  & svg {
    position: absolute;
    left: 12px;
    color: var(--airlock-color-fg-300);
  }
  & input {
    padding-left: 36px;
  }
`

/**
 * The search over a list that fills a view (wallets, tokens): a magnifier, stuck to the top while the
 * list scrolls. On a desktop the caret is put in it, since the person came to type a name; on a phone
 * it is not, since the keyboard would rise over the list they came to see.
 */
export function SearchField(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'ref'>) {
  const field = useRef<HTMLInputElement>(null)
  const mobile = useModalState(selectMobile)
  useEffect(() => {
    if (!mobile) field.current?.focus()
  }, [mobile])
  return (
    <label className={bar}>
      <SearchIcon />
      <input ref={field} className={input} type="search" autoComplete="off" spellCheck={false} {...props} />
    </label>
  )
}
