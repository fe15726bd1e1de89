import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES } from '@sarraf/contracts/admin/upload-limits';
import { routes, type TResponse } from '@sarraf/contracts/api';
import { apiClient } from '../../../lib/api-client';

export { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES };

/** Sends the file's raw bytes; the server decides by its magic bytes what it really is. */
export async function uploadImage(file: File): Promise<string> {
  const { method, path } = routes.adminUploadImage;
  const response = await apiClient.request<TResponse<'adminUploadImage'>>({
    method,
    url: path,
    data: file,
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
  });
  return response.data.data.url;
}
