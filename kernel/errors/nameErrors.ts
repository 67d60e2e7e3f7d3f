/** SPEC §7 profile calls: names typed as a receiver and the name registration (RegisterAccountName). */
export const errorResolvingName = 'Error resolving name'
export const errorFetchingNameSuggestions = 'Error fetching name suggestions'
export const errorFetchingNamesForAddress = 'Error fetching names for address'
export const errorRegisteringName = (name: string) => `Error registering name ${name}`
