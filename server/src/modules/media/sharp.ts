import type Sharp from 'sharp';

let sharpModule: Promise<typeof Sharp> | undefined;

/** sharp (libvips), loaded on the first image it processes: uploads and the default content's emblems. */
export function loadSharp(): Promise<typeof Sharp> {
  // Lazy: loading libvips and probing the C library costs about 30 ms, for image work no worker ever does (issue 16).
  sharpModule ??= import('sharp').then((module) => module.default);
  return sharpModule;
}
