// Draws the demo pictures from the seed data: one SVG engine per product (web/public/seed/products)
// and one avatar per demo account (web/public/seed/avatars). Four engine templates, chosen and
// varied by the product's own fields (fuel, cylinders, cooling) and coloured by maker.
// Run: npx tsx emulators/seed/draw-pictures.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Product } from '../../functions/src/contract/index.js';
import { seedProducts, seedUsers, type SeedUser } from './data.js';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '../../web/public');

// ---- colours ----

/** Body colour and a second colour (tank, valve cover) per maker. */
const makerColours: Record<string, { body: string; part: string }> = {
  JINTIAN: { body: '#b3261e', part: '#3a4047' },
  Honda: { body: '#c8102e', part: '#c8102e' },
  'Robin / Subaru': { body: '#d9531e', part: '#e9e6df' },
  'Briggs & Stratton': { body: '#aab2ba', part: '#2f3439' },
  Yanmar: { body: '#d0021b', part: '#f2f1ec' },
  Changchai: { body: '#3f8f4e', part: '#3a4047' },
  Kirloskar: { body: '#1e5aa8', part: '#1e5aa8' },
  Kubota: { body: '#f28c00', part: '#f28c00' },
  'Lister Petter': { body: '#1f5f3a', part: '#c9ced3' },
  Perkins: { body: '#1a3d7c', part: '#2f3439' },
  Deutz: { body: '#6f8271', part: '#2f3439' },
  Mitsubishi: { body: '#4d6b87', part: '#b7212b' },
};
const fallbackColours = { body: '#5f6b76', part: '#3a4047' };

/** Mixes a #rrggbb colour toward another by t (0..1). */
function mix(hex: string, toward: string, t: number): string {
  const channels = (h: string) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
  const [a, b] = [channels(hex), channels(toward)];
  return `#${a.map((v, i) => Math.round(v + (b[i]! - v) * t).toString(16).padStart(2, '0')).join('')}`;
}
const darker = (hex: string, t = 0.3) => mix(hex, '#000000', t);
const lighter = (hex: string, t = 0.3) => mix(hex, '#ffffff', t);

// ---- drawing primitives (the engine group strokes every shape with a dark outline) ----

const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}"${rx ? ` rx="${rx}"` : ''} fill="${fill}"/>`;
const circle = (cx: number, cy: number, r: number, fill: string) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;
/** Thin lines without outline, e.g. radiator cores and grilles. */
const lines = (d: string, colour: string, width = 2) => `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}"/>`;
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** A stack of outlined cooling fins: `count` bars of width `w`, `step` apart, from (x, y). */
const fins = (x: number, y: number, w: number, count: number, step: number) => {
  const d = range(count).map((i) => `M${x} ${y + i * step}h${w}`).join('');
  return lines(d, '#23282e', 11).replace('/>', ' stroke-linecap="round"/>') + lines(d, '#9aa3ab', 6).replace('/>', ' stroke-linecap="round"/>');
};

/** A radiator seen from the side: frame, dark core with fins, filler cap. */
const radiator = (x: number, y: number, w: number, h: number) =>
  rect(x, y, w, h, 'url(#m)', 8) +
  rect(x + 12, y + 18, w - 24, h - 36, '#3a4047', 4) +
  lines(range(Math.floor((h - 50) / 14)).map((i) => `M${x + 12} ${y + 32 + i * 14}h${w - 24}`).join(''), '#8a939b') +
  rect(x + w / 2 - 15, y - 16, 30, 16, 'url(#k)', 4);

/** A flywheel with lightening holes, or a spoked one. */
const flywheel = (cx: number, cy: number, r: number, spoked: boolean) =>
  spoked
    ? `<circle cx="${cx}" cy="${cy}" r="${r - 11}" fill="none" stroke="#2f353b" stroke-width="22"/>` +
      range(6).map((i) => `<rect x="${cx - 7}" y="${cy - r + 12}" width="14" height="${r - 12}" fill="#3a4047" transform="rotate(${i * 60} ${cx} ${cy})"/>`).join('') +
      circle(cx, cy, 30, 'url(#m)') + circle(cx, cy, 9, '#23282e')
    : circle(cx, cy, r, 'url(#k)') + circle(cx, cy, r - 22, 'url(#b)') +
      range(5).map((i) => {
        const a = (i * 72 - 90) * (Math.PI / 180);
        return circle(Math.round(cx + Math.cos(a) * (r * 0.5)), Math.round(cy + Math.sin(a) * (r * 0.5)), Math.round(r * 0.16), '#2b3036');
      }).join('') +
      circle(cx, cy, 30, 'url(#m)') + circle(cx, cy, 9, '#23282e');

/** A blank nameplate. */
const plate = (x: number, y: number) => rect(x, y, 86, 40, '#eceff1', 5) + lines(`M${x + 12} ${y + 14}h62M${x + 12} ${y + 26}h44`, '#9aa3ab', 3);

// ---- the four templates ----

type Look = { body: string; part: string };

/** Horizontal single-cylinder diesel: water hopper or radiator, fuel tank on top, big flywheel. */
function horizontalDiesel({ part }: Look, withRadiator: boolean): string {
  const top = withRadiator
    ? radiator(90, 230, 110, 250) + rect(235, 240, 130, 60, 'url(#k)', 14) + rect(368, 232, 16, 80, 'url(#m)') + rect(350, 160, 52, 86, 'url(#k)', 18)
    : rect(140, 320, 60, 140, 'url(#k)', 10) + rect(156, 298, 16, 26, 'url(#m)') +
      rect(166, 248, 16, 76, 'url(#m)') + rect(148, 168, 52, 90, 'url(#k)', 18) +
      rect(215, 205, 190, 95, 'url(#b)', 14) + rect(290, 180, 40, 28, 'url(#k)', 6) + rect(305, 158, 10, 24, '#eceff1');
  return (
    rect(140, 478, 560, 22, 'url(#k)', 4) +
    rect(190, 300, 370, 180, 'url(#b)', 18) +
    top +
    rect(410, 215, 140, 85, part === '#3a4047' ? 'url(#k)' : part, 16) + rect(465, 198, 30, 18, 'url(#m)', 4) +
    plate(250, 370) +
    flywheel(590, 380, 118, false)
  );
}

/** Small petrol engine seen from the recoil side; a V-twin has two finned cylinders and no tank. */
function petrol({ body, part }: Look, twin: boolean): string {
  const cylinder = (x: number, y: number, angle: number) =>
    `<g transform="rotate(${angle} ${x + 60} ${y + 120})">` +
    rect(x + 10, y, 100, 120, '#5b636b', 6) + fins(x + 4, y + 14, 112, 6, 18) +
    rect(x - 5, y - 30, 130, 34, 'url(#m)', 8) + '</g>';
  if (twin) {
    return (
      rect(210, 472, 380, 20, 'url(#k)', 4) +
      cylinder(230, 190, -40) + cylinder(450, 190, 40) +
      rect(240, 300, 320, 175, 'url(#m)', 24) +
      rect(320, 170, 160, 90, 'url(#b)', 28) + circle(400, 215, 14, 'url(#k)') +
      rect(170, 395, 80, 50, 'url(#k)', 14) +
      rect(560, 380, 110, 80, 'url(#m)', 16) + lines('M580 400h70M580 420h70M580 440h70', '#5b636b', 4) +
      rect(280, 290, 240, 175, 'url(#b)', 40) + circle(400, 380, 70, darker(body, 0.15)) +
      `<circle cx="400" cy="380" r="48" fill="none" stroke="${darker(body, 0.4)}" stroke-width="4"/>` + circle(400, 380, 16, 'url(#k)') +
      rect(470, 296, 46, 20, '#1d1f22', 8)
    );
  }
  return (
    rect(220, 472, 360, 20, 'url(#k)', 4) +
    rect(250, 300, 300, 175, 'url(#m)', 24) +
    rect(150, 230, 105, 140, 'url(#k)', 20) + circle(202, 300, 14, 'url(#m)') +
    rect(545, 250, 105, 110, 'url(#m)', 16) + lines('M565 275h65M565 295h65M565 315h65M565 335h65', '#5b636b', 5) +
    rect(270, 255, 260, 215, 'url(#b)', 56) +
    circle(400, 368, 82, darker(body, 0.15)) +
    `<circle cx="400" cy="368" r="58" fill="none" stroke="${darker(body, 0.4)}" stroke-width="4"/>` + circle(400, 368, 18, 'url(#k)') +
    rect(470, 262, 46, 20, '#1d1f22', 8) +
    rect(245, 170, 310, 95, part === body ? 'url(#b)' : part, 34) + rect(300, 150, 48, 24, 'url(#k)', 8) +
    rect(270, 440, 28, 26, '#f1c40f', 6)
  );
}

/** Vertical diesel, single or twin; air-cooled fins with fan shroud, or water-cooled block. */
function verticalDiesel({ body, part }: Look, cylinders: number, airCooled: boolean, withRadiator: boolean): string {
  const x0 = cylinders === 1 ? 355 : 320;
  const width = cylinders * 130;
  const cylinder = airCooled
    ? rect(x0 + 10, 210, width - 30, 150, '#5b636b', 6) + fins(x0 - 6, 224, width + 2, 8, 17)
    : rect(x0 - 10, 215, width + 10, 150, 'url(#b)', 10) + range(cylinders).map((i) => circle(x0 + 55 + i * 130, 290, 16, darker(body, 0.25))).join('');
  const tank = airCooled
    ? rect(x0 - 30, 92, width + 50, 62, part, 24) + rect(x0 + 20, 76, 40, 18, 'url(#k)', 6)
    : withRadiator
      ? ''
      : rect(622, 228, 14, 252, 'url(#k)') + rect(565, 150, 130, 80, part === body ? 'url(#b)' : part, 14) + rect(615, 134, 30, 18, 'url(#k)', 4) +
        lines(`M580 230C560 250 ${x0 + width + 30} 250 ${x0 + width - 10} 255`, '#23282e', 5);
  const exhaust = airCooled
    ? rect(x0 + width + 10, 240, 56, 110, 'url(#k)', 18)
    : rect(x0 + width - 90, 120, 18, 50, 'url(#m)') + rect(x0 + width - 180, 82, 190, 44, 'url(#k)', 22);
  const cover = part === body || part === '#f2f1ec' ? darker(body, 0.2) : part;
  return (
    rect(150, 478, 540, 22, 'url(#k)', 4) +
    (withRadiator ? radiator(590, 200, 110, 270) + lines(`M${x0 + width} 230H590`, '#23282e', 14) : '') +
    rect(x0 - 50, 360, width + 90, 120, 'url(#b)', 16) +
    cylinder +
    rect(x0 - 20, 180, width + 20, 40, darker(body, 0.1), 10) +
    rect(x0, 150, width - 20, 34, cover, 12) +
    tank + exhaust +
    plate(x0 + width - 96, 395) +
    (airCooled
      ? circle(245, 370, 112, 'url(#b)') + circle(245, 370, 72, '#2b3036') +
        lines(range(6).map((i) => `M${245 - 60 + i * 24} ${i === 0 || i === 5 ? 340 : 320}v${i === 0 || i === 5 ? 60 : 100}`).join(''), '#8a939b', 6) +
        circle(245, 370, 20, 'url(#m)')
      : flywheel(240, 360, 132, true))
  );
}

/** Multi-cylinder in-line diesel on a skid: radiator, or (air-cooled) blower housing and finned cylinders. */
function inlineDiesel({ body, part }: Look, cylinders: number, airCooled: boolean): string {
  const pitch = 340 / cylinders;
  const front = airCooled
    ? rect(100, 200, 120, 280, 'url(#b)', 20) + circle(160, 320, 46, '#2b3036') +
      `<circle cx="160" cy="320" r="30" fill="none" stroke="#8a939b" stroke-width="4"/>` + circle(160, 320, 10, 'url(#m)')
    : radiator(80, 190, 120, 290) + circle(232, 330, 30, 'url(#m)') + circle(232, 330, 10, '#23282e');
  const faces = range(cylinders).map((i) => {
    const x = Math.round(230 + i * pitch);
    const w = Math.round(pitch - 16);
    return airCooled
      ? rect(x, 292, w, 128, '#5b636b', 4) + fins(x, 302, w, 8, 15)
      : circle(x + w / 2, 380, 13, darker(body, 0.25)) + rect(x + w / 2 - 10, 318, 20, 20, 'url(#k)', 4);
  });
  const injectors = range(cylinders).map((i) => rect(Math.round(230 + i * pitch + pitch / 2 - 16), 222, 16, 26, 'url(#m)', 3));
  return (
    rect(90, 480, 620, 22, 'url(#k)', 4) +
    rect(230, 420, 340, 62, darker(body, 0.2), 12) +
    rect(210, 285, 380, 145, 'url(#b)', 10) +
    faces.join('') +
    rect(205, 238, 390, 55, darker(body, 0.1), 8) +
    rect(225, 195, 350, 48, part, 18) + rect(500, 180, 34, 18, 'url(#k)', 6) +
    injectors.join('') +
    rect(300, 132, 170, 48, 'url(#k)', 24) + rect(374, 178, 22, 20, 'url(#m)') +
    rect(240, 300, 300, 22, 'url(#k)', 8) + rect(540, 130, 26, 192, 'url(#k)', 8) + rect(530, 116, 46, 22, 'url(#m)', 6) +
    rect(590, 250, 80, 215, darker(body, 0.3), 34) + rect(640, 395, 70, 44, 'url(#k)', 14) +
    front
  );
}

// ---- assembling a picture ----

const gradient = (id: string, top: string, bottom: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;

function scene(look: Look, engine: string): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600">' +
    `<defs>${gradient('g', '#f3f6f8', '#dbe2e8')}${gradient('b', lighter(look.body, 0.22), darker(look.body, 0.22))}` +
    `${gradient('m', '#e3e7ea', '#8a939b')}${gradient('k', '#50565e', '#23282d')}</defs>` +
    '<rect width="800" height="600" fill="url(#g)"/><rect y="500" width="800" height="100" fill="#cbd3da"/>' +
    '<ellipse cx="400" cy="502" rx="320" ry="20" fill="#000" opacity=".16"/>' +
    `<g stroke="#23282e" stroke-width="3" stroke-linejoin="round">${engine}</g></svg>\n`
  );
}

/** Chooses the template from the product's own description. */
function drawProduct(product: Product): string {
  const look = makerColours[product.categoryCompany] ?? fallbackColours;
  const text = `${product.speedCoolingCylinder} ${product.pistonMovement}`.toLowerCase();
  const cylinders = Number(/(\d) cylinder/.exec(text)?.[1] ?? (/twin/.test(text) ? 2 : 1));
  const airCooled = text.includes('air cooled');
  let engine: string;
  if (product.fuel === 'petrol') engine = petrol(look, cylinders === 2);
  else if (cylinders >= 3) engine = inlineDiesel(look, cylinders, airCooled);
  else if (text.includes('vertical')) engine = verticalDiesel(look, cylinders, airCooled, text.includes('radiator'));
  else engine = horizontalDiesel(look, text.includes('radiator'));
  return scene(look, engine);
}

const avatarColours: Record<SeedUser['role'], string> = { admin: '#6a4c93', seller: '#1f7a6d', buyer: '#2f6db3' };

/** A silhouette on the role's colour: sellers wear a safety helmet, the admin a check badge. */
function drawAvatar(user: SeedUser, index: number): string {
  const bg = index % 2 ? avatarColours[user.role] : darker(avatarColours[user.role], 0.15);
  const helmet =
    user.role === 'seller' ? '<path d="M80 100a48 48 0 0 1 96 0z" fill="#f5b800"/><rect x="70" y="94" width="116" height="12" rx="6" fill="#d99a00"/>' : '';
  const badge =
    user.role === 'admin'
      ? '<circle cx="200" cy="200" r="30" fill="#fff"/><path d="M186 200l10 10 19-21" fill="none" stroke="#2e9d5b" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>'
      : '';
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256">' +
    '<defs><clipPath id="c"><circle cx="128" cy="128" r="128"/></clipPath></defs>' +
    `<g clip-path="url(#c)"><rect width="256" height="256" fill="${bg}"/>` +
    `<circle cx="128" cy="112" r="44" fill="${lighter(bg, 0.75)}"/>` +
    `<path d="M36 256c0-56 40-92 92-92s92 36 92 92z" fill="${lighter(bg, 0.75)}"/>${helmet}</g>${badge}</svg>\n`
  );
}

function write(publicPath: string, svg: string): void {
  const file = join(publicDir, publicPath);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svg);
  console.log(`${publicPath} (${svg.length} bytes)`);
}

for (const product of seedProducts) write(product.picture, drawProduct(product));
seedUsers.forEach((user, i) => write(user.photoURL, drawAvatar(user, i)));
