import type { TestApp } from './test-app';

/** A tiny valid PNG (1×1), the smallest real image. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Posts an image to the crime image upload as a multipart form, as the admin screen does. */
export async function uploadCrimeImage(
  app: TestApp,
  token: string,
  bytes: Buffer,
  filename: string,
  type: string,
) {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(bytes)], { type }), filename);
  const response = await fetch(`${app.url}/api/crimes/upload-image`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as any };
}
