import { defineConfig, minimal2023Preset } from '@vite-pwa/assets-generator/config';

/**
 * The installed app's icons (issue 26), drawn from `public/favicon.svg` by `npm run icons -w client`
 * (@vite-pwa/assets-generator, sharp): 64, 192 and 512 px with the icon's own rounded square, a
 * maskable 512 px and a 180 px apple-touch icon on the night background with room for the launcher's
 * mask, and a favicon.ico. The PNGs are committed; run the script again after changing the SVG.
 */
export default defineConfig({
  headLinkOptions: { preset: '2023' },
  preset: {
    ...minimal2023Preset,
    maskable: { ...minimal2023Preset.maskable, padding: 0.3, resizeOptions: { background: '#0b0b10' } },
    apple: { ...minimal2023Preset.apple, padding: 0.3, resizeOptions: { background: '#0b0b10' } },
  },
  images: ['public/favicon.svg'],
});
