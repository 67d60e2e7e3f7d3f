import { avatar } from './styles'

/** The account picture, or a plain gradient disc when the profile has none. */
export function Avatar({ src }: { readonly src?: string | undefined }) {
  return <span className={avatar}>{src ? <img src={src} alt="" /> : null}</span>
}
