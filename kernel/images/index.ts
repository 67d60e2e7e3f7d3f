export { preloadImage, IMAGE_PRELOAD_TIMEOUT_MS } from './preloadImage'
export type { ImageLoader } from './preloadImage'
