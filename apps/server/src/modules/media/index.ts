/** The media module's face: what other modules and the app may use (docs/architecture.md, "Modules"). */
export { presentMedia } from './media.present.ts'
export { decodeQueue } from './media.queue.ts'
export { mediaRoutes } from './media.routes.ts'
export {
  checkUploadRate,
  holdUploadPlace,
  type MediaRow,
  mediaOwnedBy,
  prepareImage,
  storeUpload,
} from './media.service.ts'
