import type { UploadProgress } from '@bikeship/core/api';

/**
 * How far each file of a claim has gone, from how far the whole body has (the XMLHttpRequest's
 * upload progress is of the body only): a fraction 0…1 per file, in sending order, or null while
 * the browser does not know the body's length.
 *
 * DECISION: the files' bytes sent are taken as the body's bytes sent scaled by the files' share
 * of the body (`loaded × filesBytes / total`), and each file's progress is that figure against
 * its offset among the files. The body is the plain fields first, then the files one after
 * another (claimForm.ts), each with a multipart header of a few hundred bytes: the few kilobytes
 * that are not file bytes are spread over the whole upload rather than located exactly, which
 * would need the multipart boundary the browser picks and never shows. The error is those few
 * kilobytes against files of megabytes, a file never shows done before the body carried its
 * share, and every bar reaches the end exactly when the body has gone.
 */
export function fileUploadFractions(
  sizes: readonly number[],
  progress: UploadProgress,
): number[] | null {
  if (progress.total <= 0) return null;
  const filesBytes = sizes.reduce((sum, size) => sum + size, 0);
  const sent = Math.min(progress.loaded, progress.total) * (filesBytes / progress.total);
  let offset = 0;
  return sizes.map((size) => {
    const start = offset;
    offset += size;
    if (size === 0) return sent >= start ? 1 : 0;
    return Math.min(1, Math.max(0, (sent - start) / size));
  });
}

/** The whole upload's fraction 0…1, or null while the body's length is unknown. */
export function bodyUploadFraction(progress: UploadProgress): number | null {
  if (progress.total <= 0) return null;
  return Math.min(1, progress.loaded / progress.total);
}
