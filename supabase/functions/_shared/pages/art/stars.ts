import { random, round } from './seed.ts';

/** Scattered stars (dots and a few four-point sparkles) for night skies; SVG elements only. */
export function starField(seed: number, width: number, height: number, count: number, color: string): string {
  const rand = random(seed);
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = round(rand() * width);
    const y = round(rand() * height);
    const r = round(0.4 + rand() ** 3 * 1.8, 2);
    parts.push(
      `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}" opacity="${round(0.35 + rand() * 0.65, 2)}"/>`,
    );
  }
  for (let i = 0; i < Math.max(3, count / 25); i++) {
    const x = round(rand() * width);
    const y = round(rand() * height);
    const s = round(4 + rand() * 7);
    parts.push(
      `<path d="M${x} ${y - s}Q${x} ${y} ${x + s} ${y}Q${x} ${y} ${x} ${y + s}Q${x} ${y} ${x - s} ${y}Q${x} ${y} ${x} ${y - s}Z" fill="${color}"/>`,
    );
  }
  return parts.join('');
}
