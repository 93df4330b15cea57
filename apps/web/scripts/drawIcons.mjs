// Draws the app's icons: the mark (a white heart holding a warm drop, on the brand colour) as SVG, and
// the PNGs the manifests and iOS ask for, rendered by Chromium at their exact sizes.
//
//   public/favicon.svg               the browser tab's icon: the mark on a rounded square, any size
//   public/icons/icon-192.png        manifest icon, purpose any (transparent corners)
//   public/icons/icon-512.png        manifest icon, purpose any
//   public/icons/icon-maskable-512.png  manifest icon, purpose maskable: full-bleed background, the mark
//                                    inside the centre 80 % (the safe zone any launcher's mask keeps)
//   public/icons/apple-touch-icon.png   180 × 180, full bleed: iOS rounds the corners itself and would
//                                    fill transparent ones with black
//
// Usage: node scripts/drawIcons.mjs   (from apps/web; needs /usr/bin/chromium)
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright';

const publicDir = path.resolve(import.meta.dirname, '../public');
const iconsDir = path.join(publicDir, 'icons');

/** The heart and the drop on a 24-unit grid, as the guide's pictures draw them (features/install/illustrations/sketch.tsx). */
const heart = 'M12 20.2s-7.4-4.4-7.4-9.6A3.9 3.9 0 0 1 12 8.6a3.9 3.9 0 0 1 7.4 2c0 5.2-7.4 9.6-7.4 9.6z';
const drop = 'M12 10.6s-2.3 2.8-2.3 4.3a2.3 2.3 0 0 0 4.6 0c0-1.5-2.3-4.3-2.3-4.3z';
/** The heart's optical centre on that grid, put at the icon's centre. */
const centre = { x: 12, y: 13.9 };

/**
 * The icon on a 512 canvas. `markWidth`: the heart's width as a share of the canvas; `corner`: the
 * background's corner radius (0 for full bleed).
 */
function iconSvg({ markWidth, corner }) {
  const scale = (markWidth * 512) / 14.8;
  const place = `translate(256 256) scale(${scale.toFixed(3)}) translate(${-centre.x} ${-centre.y})`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#2a8db2"/>
      <stop offset="1" stop-color="#135b76"/>
    </linearGradient>
  </defs>
  <rect width="512" height="512" rx="${corner}" fill="url(#bg)"/>
  <g transform="${place}">
    <path d="${heart}" fill="#fff"/>
    <path d="${drop}" fill="#f0a126"/>
    <ellipse cx="11.2" cy="14.6" rx="0.45" ry="0.8" fill="#fff" opacity="0.75"/>
  </g>
</svg>
`;
}

const rounded = iconSvg({ markWidth: 0.64, corner: 112 });
// The safe zone is a circle of 40 % radius: the heart's farthest point stays well inside it.
const maskable = iconSvg({ markWidth: 0.5, corner: 0 });
const touch = iconSvg({ markWidth: 0.58, corner: 0 });

const renders = [
  { file: 'icon-192.png', svg: rounded, size: 192, transparent: true },
  { file: 'icon-512.png', svg: rounded, size: 512, transparent: true },
  { file: 'icon-maskable-512.png', svg: maskable, size: 512, transparent: false },
  { file: 'apple-touch-icon.png', svg: touch, size: 180, transparent: false },
];

await mkdir(iconsDir, { recursive: true });
await writeFile(path.join(publicDir, 'favicon.svg'), rounded);

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { file, svg, size, transparent } of renders) {
    await page.setViewportSize({ width: size, height: size });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${sized}</body></html>`);
    await page.screenshot({
      path: path.join(iconsDir, file),
      clip: { x: 0, y: 0, width: size, height: size },
      omitBackground: transparent,
    });
    console.log(`drew public/icons/${file} (${size} × ${size})`);
  }
} finally {
  await browser.close();
}
