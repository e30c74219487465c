/** WCAG contrast of the launcher's colours, whatever primary colour a site chooses. */
function relativeLuminance(hex: string): number {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(hexA: string, hexB: string): number {
  const [light, dark] = [relativeLuminance(hexA), relativeLuminance(hexB)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

const lightText = '#ffffff';
const darkText = '#111827';

/** Text colour with the better contrast on the given background (white or near-black). */
export function readableTextColor(background: string): typeof lightText | typeof darkText {
  return contrastRatio(background, lightText) >= contrastRatio(background, darkText) ? lightText : darkText;
}
