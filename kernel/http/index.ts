export { createHttpClient } from './createHttpClient'
export type { HttpClient, HttpClientConfig, Query, QueryValue } from './createHttpClient'
export { HttpError } from './HttpError'
export { fetchOnce, jsonPost } from './fetchOnce'
