import { round } from './seed.ts';

/**
 * A smooth closed blob: points on a circle with random radii, joined by Catmull-Rom curves
 * (as cubic Béziers). `wobble` 0 is a circle, 0.4 is very organic.
 */
export function blobPath(
  rand: () => number,
  cx: number,
  cy: number,
  r: number,
  points = 7,
  wobble = 0.25,
): string {
  const pts = Array.from({ length: points }, (_, i) => {
    const angle = (i / points) * Math.PI * 2;
    const radius = r * (1 - wobble / 2 + rand() * wobble);
    return [cx + Math.cos(angle) * radius, cy + Math.sin(angle) * radius] as const;
  });
  const at = (i: number) => pts[(i + points) % points] as readonly [number, number];
  let d = `M${round(at(0)[0])} ${round(at(0)[1])}`;
  for (let i = 0; i < points; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${round(c1[0] ?? 0)} ${round(c1[1] ?? 0)} ${round(c2[0] ?? 0)} ${round(c2[1] ?? 0)} ${round(p2[0])} ${round(p2[1])}`;
  }
  return `${d}Z`;
}
