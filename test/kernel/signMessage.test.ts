import { describe, expect, it } from 'vitest'
import { kernelFixtures } from './kernelHarness'

const fixture = kernelFixtures()

describe('kernel.signMessage (DESIGN §4: the connected wallet signs for the dapp)', () => {
  it('the connected wallet signs the message for the connected address', async () => {
    const { modal, adapter } = fixture()
    await modal.connect({ connectorId: 'mock' })
    expect(await modal.signMessage('hello')).toEqual({ signature: `0x${'ab'.repeat(65)}` })
    expect(adapter.callsTo('signMessage')).toEqual([
      { method: 'signMessage', args: { message: 'hello', address: '0x1111111111111111111111111111111111111111', namespace: 'eip155' } },
    ])
  })

  it("§8 with no connected account it rejects with 'No ActiveCaipAddress found' and asks no wallet", async () => {
    const { modal, adapter } = fixture()
    await expect(modal.signMessage('hello')).rejects.toThrow('No ActiveCaipAddress found')
    expect(adapter.callsTo('signMessage')).toEqual([])
  })

  it("§8 a refusal in the wallet rejects with 'Signature declined' and the wallet code 4001", async () => {
    const { modal, adapter } = fixture()
    await modal.connect({ connectorId: 'mock' })
    adapter.setFlags({ userRejects: true })
    await expect(modal.signMessage('hello')).rejects.toMatchObject({ code: 4001, category: 'user', shortMessage: 'Signature declined', message: 'Signature declined' })
  })
})
