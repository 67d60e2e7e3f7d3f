export { embeddedAdapter, EMBEDDED_CONNECTOR_ID } from './createEmbeddedAdapter'
export type { EmbeddedAdapterOptions } from './createEmbeddedAdapter'
