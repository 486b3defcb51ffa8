/**
 * What kind of image some bytes are, by their signature (never by the name or the Content-Type the
 * client claims): PNG, JPEG or WebP, else null.
 */
export type ImageType = { ext: 'png' | 'jpg' | 'webp' };

const startsWith = (bytes: Uint8Array, sig: number[], at = 0) => bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

export function imageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ext: 'png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { ext: 'jpg' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return { ext: 'webp' };
  return null;
}

/** The type each stored avatar is served with. */
export const CONTENT_TYPES: Record<ImageType['ext'], string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };
