import {
  SHIPMENT_DOCUMENT_CONTENT_TYPES,
  SHIPMENT_UPLOADED_DOCUMENTS_MAX,
  UPLOAD_MAX_CONTENT_LENGTH_BYTES,
} from '../constants';

/**
 * Why a file cannot be uploaded as a shipment document: not a PDF, PNG or JPEG (`type`), empty
 * (`empty`), over UPLOAD_MAX_CONTENT_LENGTH_BYTES (`size`, quote §9), or the shipment already
 * holds SHIPMENT_UPLOADED_DOCUMENTS_MAX uploads (`full`).
 */
export type DocumentUploadRefusal = 'type' | 'empty' | 'size' | 'full';

/** The file names of the allowed kinds, for a file whose type the browser left empty. */
const DOCUMENT_FILE_NAME = /\.(pdf|png|jpe?g)$/i;

/**
 * What the browser checks before it sends a shipment document, with the server's own limits:
 * the refusal, or null when the file may go. The server checks again from the bytes (a file
 * named .pdf that is not one is refused there); this spares the customer a wasted upload.
 * @example documentUploadRefusal({ name: 'receipt.pdf', type: 'application/pdf', size: 5e4 }, 0) // null
 */
export function documentUploadRefusal(
  file: { name: string; type: string; size: number },
  uploadedDocuments: number,
): DocumentUploadRefusal | null {
  if (uploadedDocuments >= SHIPMENT_UPLOADED_DOCUMENTS_MAX) return 'full';
  const allowedType = file.type
    ? (SHIPMENT_DOCUMENT_CONTENT_TYPES as readonly string[]).includes(file.type)
    : DOCUMENT_FILE_NAME.test(file.name);
  if (!allowedType) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > UPLOAD_MAX_CONTENT_LENGTH_BYTES) return 'size';
  return null;
}
