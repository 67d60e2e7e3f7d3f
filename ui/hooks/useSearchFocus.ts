import { useEffect, type RefObject } from 'react'
import type { ModalState } from '../../kernel'
import { useModalState } from './useModalState'

const selectMobile = (s: ModalState) => s.modal.mobile

/**
 * Puts the caret in a list's search field when the list opens on a desktop, where the person came to
 * type a name. On a phone it does not: the keyboard would rise over the list they came to see.
 */
export function useSearchFocus(search: RefObject<HTMLInputElement | null>): void {
  const mobile = useModalState(selectMobile)
  useEffect(() => {
    if (!mobile) search.current?.focus()
  }, [mobile, search])
}
