// Shrinking a picture in the browser until it fits the 50 KB limit: the dimensions are reduced step by
// step and the JPEG quality lowered, keeping the proportions.
import { PICTURE_FILE_MAX_BYTES } from '@hgn/domain/users';

/** The size to draw at, at most `maxSide` on the longer side, never enlarged. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The attempts made in order: sides and JPEG qualities from large and sharp to small and soft. */
export const RESIZE_STEPS: readonly { maxSide: number; quality: number }[] = [
  { maxSide: 800, quality: 0.85 },
  { maxSide: 600, quality: 0.8 },
  { maxSide: 400, quality: 0.8 },
  { maxSide: 300, quality: 0.75 },
  { maxSide: 200, quality: 0.7 },
  { maxSide: 128, quality: 0.6 },
];

const canvasBlob = (canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> =>
  new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));

/** A JPEG of the picture that fits the limit, or null when even the smallest step does not. */
export async function resizeToFit(file: Blob): Promise<Blob | null> {
  const bitmap = await createImageBitmap(file);
  try {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d');
    if (!context) return null;
    for (const step of RESIZE_STEPS) {
      const size = fitWithin(bitmap.width, bitmap.height, step.maxSide);
      canvas.width = size.width;
      canvas.height = size.height;
      // A white ground, as JPEG has no transparency.
      context.fillStyle = '#fff';
      context.fillRect(0, 0, size.width, size.height);
      context.drawImage(bitmap, 0, 0, size.width, size.height);
      const blob = await canvasBlob(canvas, step.quality);
      if (blob && blob.size <= PICTURE_FILE_MAX_BYTES) return blob;
    }
    return null;
  } finally {
    bitmap.close();
  }
}
