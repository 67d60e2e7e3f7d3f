import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { sdkType, sdkVersion } from './sdk'

describe('sdk identity (DESIGN §10)', () => {
  it('§7 st/sv: the sdk type is airlock and the version is the package version', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      name: string
      version: string
    }
    expect(sdkType).toBe('airlock')
    expect(sdkType).toBe(pkg.name)
    expect(sdkVersion).toBe(pkg.version)
  })
})
