import type { ModalState, Network } from '../../kernel'
import { sdkType, sdkVersion } from '../../kernel/options/sdk'
import { useModalState } from '../hooks/useModalState'
import { WalletImage } from './WalletImage'

const selectImageSource = (s: ModalState) => ({ catalogueUrl: s.options.endpoints.catalogueUrl, projectId: s.options.projectId })
const sameSource = (a: ReturnType<typeof selectImageSource>, b: ReturnType<typeof selectImageSource>) =>
  a.catalogueUrl === b.catalogueUrl && a.projectId === b.projectId

/**
 * SPEC §7 GET /public/getAssetImage/{id}: a network's image by its `assets.imageId`, from the catalogue
 * endpoint with the same identity query as every catalogue call; `assets.imageUrl` wins when set.
 */
export function networkImageUrl(network: Network, source: ReturnType<typeof selectImageSource>): string | undefined {
  if (network.assets?.imageUrl) return network.assets.imageUrl
  const id = network.assets?.imageId
  if (!id) return undefined
  const base = source.catalogueUrl.endsWith('/') ? source.catalogueUrl : `${source.catalogueUrl}/`
  const url = new URL(`public/getAssetImage/${encodeURIComponent(id)}`, base)
  url.searchParams.set('projectId', source.projectId)
  url.searchParams.set('st', sdkType)
  url.searchParams.set('sv', sdkVersion)
  return url.toString()
}

/** A network's round image (its initial while there is none). */
export function NetworkImage({ network, large }: { readonly network: Network; readonly large?: boolean }) {
  const source = useModalState(selectImageSource, sameSource)
  return <WalletImage name={network.name} src={networkImageUrl(network, source)} round {...(large ? { large } : {})} />
}
