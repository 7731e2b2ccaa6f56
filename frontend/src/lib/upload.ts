/**
 * Upload progress for SDK calls. The SDK's request function (sdk-templates/request.ts, copied into
 * the generated client) sends multipart requests through XMLHttpRequest and reports their upload
 * progress to the listener given here; the generator's index does not re-export it.
 */
export { withUploadProgress, type UploadProgress, type UploadProgressListener } from '@plaza/sdk/core/request';
