import { adminUploadImage, UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES } from '@sarraf/contracts';
import { apiClient } from '../../../lib/api-client';

export { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES };

/** Sends the file's raw bytes; the server decides by its magic bytes what it really is. */
export async function uploadImage(file: File): Promise<string> {
  const response = await apiClient.post<{ data: { url: string } }>(adminUploadImage.path, file, {
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
  });
  return response.data.data.url;
}
