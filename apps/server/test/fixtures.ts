import sharp from 'sharp';
import { call, type Member } from './api';
import type { TestServer } from './harness';

export async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'KindredCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '32/1 4/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '34/1 46/1 0/1' },
    })
    .toBuffer();
}

export async function upload(
  server: TestServer,
  member: Member | null,
  bytes: Buffer,
  options: { name?: string; type?: string; isPrivate?: boolean } = {},
) {
  const form = new FormData();
  if (options.isPrivate !== undefined) form.append('isPrivate', String(options.isPrivate));
  form.append(
    'photo',
    new Blob([new Uint8Array(bytes)], { type: options.type ?? 'image/jpeg' }),
    options.name ?? 'p.jpg',
  );
  return call(server, 'POST', '/api/users/photos', { token: member?.token, raw: form });
}
