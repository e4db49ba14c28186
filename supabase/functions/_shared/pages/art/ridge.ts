import { random, round } from './seed.ts';

/**
 * A mountain or hill ridge across `width`, filled down to `bottom`: a random walk of peaks around
 * `baseY`, smoothed with quadratic curves. `roughness` is the peak height in px.
 */
export function ridgePath(
  seed: number,
  width: number,
  baseY: number,
  bottom: number,
  roughness: number,
  peaks: number,
): string {
  const rand = random(seed);
  const step = width / peaks;
  const ys = Array.from(
    { length: peaks + 1 },
    (_, i) => baseY - (i % 2 ? rand() * roughness : rand() * roughness * 0.35),
  );
  let d = `M0 ${bottom}L0 ${round(ys[0] ?? baseY)}`;
  for (let i = 1; i <= peaks; i++) {
    const x = i * step;
    const cx = x - step / 2;
    const cy = ((ys[i - 1] ?? baseY) + (ys[i] ?? baseY)) / 2 - (i % 2 ? roughness * 0.15 : 0);
    d += `Q${round(cx)} ${round(cy)} ${round(x)} ${round(ys[i] ?? baseY)}`;
  }
  return `${d}L${width} ${bottom}Z`;
}
