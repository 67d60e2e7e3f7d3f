/**
 * How this product names itself to the blockchain API, analytics and the embedded frame (SPEC §7 st/sv,
 * DESIGN §10). The version is spelled here, not imported from package.json, because the build has no
 * JSON loader; `sdk.test.ts` fails when the two differ.
 */
export const sdkType = 'airlock' as const
export const sdkVersion = '0.1.0'
