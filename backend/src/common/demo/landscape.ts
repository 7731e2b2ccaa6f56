import sharp from 'sharp';

/** A landscape drawn from a few colours: sky, sun and two rows of hills (the demo's pictures). */
export function landscape(sky: [string, string], sun: string, hills: [string, string], width = 1200, height = 800): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#s)"/>
    <circle cx="${width * 0.7}" cy="${height * 0.35}" r="${height * 0.12}" fill="${sun}"/>
    <path d="M0 ${height * 0.7} Q ${width * 0.25} ${height * 0.5} ${width * 0.5} ${height * 0.68} T ${width} ${height * 0.62} V ${height} H 0 Z" fill="${hills[0]}"/>
    <path d="M0 ${height * 0.85} Q ${width * 0.3} ${height * 0.7} ${width * 0.6} ${height * 0.82} T ${width} ${height * 0.78} V ${height} H 0 Z" fill="${hills[1]}"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
