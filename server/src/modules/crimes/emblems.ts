/**
 * Catalogue images we draw ourselves: an SVG emblem (a simple pictogram on a glowing tile),
 * rendered to PNG by sharp when the default content is loaded. No text, so no font is needed.
 */
export type EmblemShape = 'wallet' | 'lock' | 'car' | 'diamond' | 'crosshair' | 'bank' | 'briefcase' | 'coin';

const SHAPES: Record<EmblemShape, string> = {
  wallet:
    '<rect x="150" y="190" width="212" height="150" rx="22"/><rect x="290" y="240" width="90" height="50" rx="14" fill="#0b0b10"/><circle cx="318" cy="265" r="10"/>',
  lock: '<path d="M196 240v-44a60 60 0 0 1 120 0v44" fill="none" stroke-width="28"/><rect x="166" y="236" width="180" height="140" rx="20"/><circle cx="256" cy="296" r="16" fill="#0b0b10"/>',
  car: '<path d="M120 300l30-70h160l50 50h40v60H120z"/><circle cx="180" cy="340" r="30" fill="#0b0b10" stroke-width="14"/><circle cx="340" cy="340" r="30" fill="#0b0b10" stroke-width="14"/>',
  diamond:
    '<path d="M256 380L140 230l50-60h132l50 60z"/><path d="M140 230h232M190 170l66 210 66-210" fill="none" stroke="#0b0b10" stroke-width="8"/>',
  crosshair:
    '<circle cx="256" cy="256" r="110" fill="none" stroke-width="22"/><circle cx="256" cy="256" r="22"/><path d="M256 110v80M256 322v80M110 256h80M322 256h80" stroke-width="22"/>',
  bank: '<path d="M256 130l140 70H116z"/><rect x="130" y="350" width="252" height="30"/><path d="M160 220v120M220 220v120M292 220v120M352 220v120" stroke-width="26"/>',
  briefcase:
    '<rect x="136" y="200" width="240" height="160" rx="20"/><path d="M210 200v-30h92v30" fill="none" stroke-width="20"/><rect x="240" y="260" width="32" height="26" fill="#0b0b10"/>',
  coin: '<circle cx="256" cy="256" r="120"/><circle cx="256" cy="256" r="88" fill="none" stroke="#0b0b10" stroke-width="10"/><path d="M256 196v120M226 226h60M226 286h60" stroke="#0b0b10" stroke-width="16"/>',
};

/** A 512×512 SVG emblem with the given shape and hue (0..360). */
export function emblemSvg(shape: EmblemShape, hue: number): string {
  const main = `hsl(${hue} 75% 55%)`;
  const glow = `hsl(${hue} 80% 30%)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <defs>
    <radialGradient id="g" cx="50%" cy="45%" r="65%"><stop offset="0" stop-color="${glow}"/><stop offset="1" stop-color="#0b0b10"/></radialGradient>
  </defs>
  <rect width="512" height="512" rx="64" fill="url(#g)"/>
  <rect x="24" y="24" width="464" height="464" rx="48" fill="none" stroke="${main}" stroke-opacity="0.35" stroke-width="6"/>
  <g fill="${main}" stroke="${main}" stroke-linecap="round" stroke-linejoin="round">${SHAPES[shape]}</g>
</svg>`;
}
