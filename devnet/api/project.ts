import type { DevnetSettings } from '../context'
import { json } from '../http/reply'
import type { Router } from '../http/router'

/**
 * SPEC §7 project configuration: GET /projects/v1/origins ({allowedOrigins}) and
 * GET /getAnalyticsConfig ({isAnalyticsEnabled}), read from the live settings so a test can flip them.
 */
export const projectRoutes = (settings: DevnetSettings) => (router: Router) =>
  router
    .get('/projects/v1/origins', () => json({ allowedOrigins: settings.allowedOrigins }))
    .get('/getAnalyticsConfig', () => json({ isAnalyticsEnabled: settings.isAnalyticsEnabled }))
