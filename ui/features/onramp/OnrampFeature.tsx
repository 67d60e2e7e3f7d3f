import type { ModalState } from '../../../kernel'
import { useModalState } from '../../index'
import BuyInProgressView from './BuyInProgressView'
import OnRampProvidersView from './OnRampProvidersView'

const selectView = (s: ModalState) => s.router.view

/** Both buy views in one chunk and one lazy component: the purchase always follows the provider list. */
export default function OnrampFeature() {
  return useModalState(selectView) === 'BuyInProgress' ? <BuyInProgressView /> : <OnRampProvidersView />
}
