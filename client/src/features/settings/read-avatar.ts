import { avatarFileProblem } from '@common/settings';

const avatarPixels = 256;

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * A chosen file as an avatar data URL, or the reason it cannot be one. The picture is cropped to a
 * square and scaled to 256 px, so the stored avatar stays a few KB (it travels with the current user);
 * where the browser cannot draw it, the file is sent as it is (the server checks type and size again).
 */
export async function readAvatar(file: File): Promise<{ dataUrl: string } | { problem: string }> {
  const problem = avatarFileProblem(file);
  if (problem) return { problem };
  try {
    const bitmap = await createImageBitmap(file);
    const side = Math.min(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = avatarPixels;
    canvas.height = avatarPixels;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.drawImage(
      bitmap,
      (bitmap.width - side) / 2,
      (bitmap.height - side) / 2,
      side,
      side,
      0,
      0,
      avatarPixels,
      avatarPixels,
    );
    bitmap.close();
    const dataUrl = canvas.toDataURL('image/webp', 0.85);
    // Browsers that cannot encode WebP answer PNG, which is allowed too.
    if (/^data:image\/(webp|png);base64,/.test(dataUrl)) return { dataUrl };
  } catch {
    // Not drawable here (or not really an image): fall through to the file itself.
  }
  return { dataUrl: await readAsDataUrl(file) };
}
