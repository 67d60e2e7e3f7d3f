import { defineMessages } from '../i18n/catalogue'

/** The shared components' own words (copy buttons, alerts: all loaded with lazy views only). */
export const componentMessages = defineMessages('components', {
  copyFailed: 'Copy failed',
  dismiss: (title: string) => `Dismiss ${title}`,
})
