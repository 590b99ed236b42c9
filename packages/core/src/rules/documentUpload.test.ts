import { describe, expect, it } from 'vitest';
import { SHIPMENT_UPLOADED_DOCUMENTS_MAX, UPLOAD_MAX_CONTENT_LENGTH_BYTES } from '../constants';
import { documentUploadRefusal } from './documentUpload';

const file = (name: string, type: string, size = 5_000) => ({ name, type, size });

describe('documentUploadRefusal: what the browser refuses before an upload', () => {
  it('lets a PDF, PNG or JPEG within the limits go', () => {
    expect(documentUploadRefusal(file('receipt.pdf', 'application/pdf'), 0)).toBeNull();
    expect(documentUploadRefusal(file('box.png', 'image/png'), 3)).toBeNull();
    expect(documentUploadRefusal(file('box.jpg', 'image/jpeg'), 3)).toBeNull();
  });

  it('refuses another type, and judges a file without a type by its name', () => {
    expect(documentUploadRefusal(file('notes.txt', 'text/plain'), 0)).toBe('type');
    expect(documentUploadRefusal(file('photo.heic', 'image/heic'), 0)).toBe('type');
    expect(documentUploadRefusal(file('scan.PDF', ''), 0)).toBeNull();
    expect(documentUploadRefusal(file('scan', ''), 0)).toBe('type');
  });

  it('refuses an empty file and one over UPLOAD_MAX_CONTENT_LENGTH_BYTES (quote §9)', () => {
    expect(documentUploadRefusal(file('a.pdf', 'application/pdf', 0), 0)).toBe('empty');
    const limit = UPLOAD_MAX_CONTENT_LENGTH_BYTES;
    expect(documentUploadRefusal(file('a.pdf', 'application/pdf', limit), 0)).toBeNull();
    expect(documentUploadRefusal(file('a.pdf', 'application/pdf', limit + 1), 0)).toBe('size');
  });

  it('refuses any file once the shipment holds SHIPMENT_UPLOADED_DOCUMENTS_MAX uploads', () => {
    const max = SHIPMENT_UPLOADED_DOCUMENTS_MAX;
    expect(documentUploadRefusal(file('a.pdf', 'application/pdf'), max - 1)).toBeNull();
    expect(documentUploadRefusal(file('a.pdf', 'application/pdf'), max)).toBe('full');
  });
});
