import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { mergeIntoPdf } from './shipmentDocuments';

/** A real 1×1 grey JPEG. */
const JPEG_PIXEL = Buffer.from(
  '/9j/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAAAP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AP//Z',
  'base64',
);

describe('the download of a shipment’s documents (one PDF)', () => {
  it('merges a picture whose bytes are a view into a larger buffer (as PostgreSQL hands them): bug, a 500 "SOI not found in JPEG"', async () => {
    const pool = new Uint8Array(4096);
    pool.set(JPEG_PIXEL, 1000);
    const view = new Uint8Array(pool.buffer, 1000, JPEG_PIXEL.length);
    const merged = await mergeIntoPdf('Documents', [{ contentType: 'image/jpeg', content: view }]);
    expect((await PDFDocument.load(merged)).getPageCount()).toBe(1);
  });
});
