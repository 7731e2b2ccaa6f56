import sharp from 'sharp';

/** A small seeded random generator (mulberry32): the same seed draws the same picture on every start. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360},${Math.round(s)}%,${Math.round(l)}%)`;

const grains = new Map<string, Promise<Buffer>>();

/** Film grain of a size, made once: the noise is the slow part of a demo photo. */
function grain(width: number, height: number): Promise<Buffer> {
  const key = `${width}x${height}`;
  let made = grains.get(key);
  if (!made) {
    made = sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 18 } } }).png({ compressionLevel: 0 }).toBuffer();
    grains.set(key, made);
  }
  return made;
}

/**
 * Film grain and a soft lens: what keeps a drawn scene from looking flat (and compresses like a
 * photo). The scene is drawn at half size and enlarged, which softens its edges at no cost.
 */
async function photographic(svg: string, width: number, height: number): Promise<Buffer> {
  const base = await sharp(Buffer.from(svg)).resize({ width, height }).png({ compressionLevel: 0 }).toBuffer();
  return sharp(base)
    .composite([{ input: await grain(width, height), blend: 'soft-light' }])
    .jpeg({ quality: 82 })
    .toBuffer();
}

/** An outdoor scene (sky, sun, layers of hills, a few trees), different for every seed. */
export async function demoScene(seed: number, outWidth = 960, outHeight = 720): Promise<Buffer> {
  const r = random(seed);
  const [width, height] = [outWidth / 2, outHeight / 2];
  const hue = r() * 360;
  const dusk = r() < 0.4;
  const sky = dusk ? [hsl(hue + 200, 50, 30), hsl(hue + 20, 80, 70)] : [hsl(200 + r() * 20, 60, 55 + r() * 10), hsl(190, 50, 88)];
  const layers = Array.from({ length: 4 }, (_, i) => {
    const y = height * (0.45 + i * 0.13 + r() * 0.05);
    const points = Array.from({ length: 6 }, (_, k) => `${(width / 5) * k},${y - r() * height * 0.12}`).join(' ');
    const light = dusk ? 28 - i * 5 : 55 - i * 9;
    return `<polygon points="0,${height} ${points} ${width},${height}" fill="${hsl(hue + 90 + i * 8, 35 + i * 8, light)}"/>`;
  });
  const trees = Array.from({ length: 5 + Math.floor(r() * 8) }, () => {
    const x = r() * width;
    const base = height * (0.8 + r() * 0.2);
    const h = height * (0.1 + r() * 0.15);
    return `<polygon points="${x},${base - h} ${x - h * 0.25},${base} ${x + h * 0.25},${base}" fill="${hsl(hue + 120, 40, dusk ? 12 : 22)}"/>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>
    <radialGradient id="g"><stop offset="0" stop-color="#fff8e0"/><stop offset="0.3" stop-color="#ffe9a8" stop-opacity="0.8"/><stop offset="1" stop-color="#ffe9a8" stop-opacity="0"/></radialGradient></defs>
    <rect width="100%" height="100%" fill="url(#s)"/>
    <circle cx="${width * (0.15 + r() * 0.7)}" cy="${height * (dusk ? 0.42 : 0.18 + r() * 0.15)}" r="${height * 0.3}" fill="url(#g)"/>
    ${layers.join('')}${trees.join('')}
  </svg>`;
  return photographic(svg, outWidth, outHeight);
}

/** A head-and-shoulders portrait against a soft backdrop: a demo member's avatar. */
export async function demoPortrait(seed: number, outSize = 360): Promise<Buffer> {
  const r = random(seed * 7919);
  const size = outSize / 2;
  const skin = hsl(20 + r() * 15, 35 + r() * 25, 35 + r() * 40);
  const hair = hsl(20 + r() * 20, 30 + r() * 30, 8 + r() * 35);
  const shirt = hsl(r() * 360, 45, 35 + r() * 20);
  const back = [hsl(r() * 360, 30, 75), hsl(r() * 360, 30, 55)];
  const c = size / 2;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <defs><radialGradient id="b" cx="0.4" cy="0.3" r="0.9"><stop offset="0" stop-color="${back[0]}"/><stop offset="1" stop-color="${back[1]}"/></radialGradient></defs>
    <rect width="100%" height="100%" fill="url(#b)"/>
    <ellipse cx="${c}" cy="${size * 1.02}" rx="${size * 0.42}" ry="${size * 0.3}" fill="${shirt}"/>
    <rect x="${c - size * 0.07}" y="${size * 0.55}" width="${size * 0.14}" height="${size * 0.18}" fill="${skin}"/>
    <ellipse cx="${c}" cy="${size * 0.42}" rx="${size * 0.17}" ry="${size * 0.21}" fill="${skin}"/>
    <path d="M${c - size * 0.18} ${size * 0.42} Q ${c - size * 0.2} ${size * 0.16} ${c} ${size * 0.18} Q ${c + size * 0.22} ${size * 0.17} ${c + size * 0.18} ${size * (0.42 + r() * 0.1)} Q ${c + size * 0.12} ${size * 0.26} ${c} ${size * 0.27} Q ${c - size * 0.12} ${size * 0.27} ${c - size * 0.18} ${size * 0.42} Z" fill="${hair}"/>
  </svg>`;
  return photographic(svg, outSize, outSize);
}
