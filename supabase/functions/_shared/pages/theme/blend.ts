import { parseHex, toHex } from '../../color.ts';

/** `from` moved `amount` (0–1) of the way to `to`, for tints of one brand colour into another. */
export function blend(from: string, to: string, amount: number): string {
  const a = parseHex(from);
  const b = parseHex(to);
  if (!a || !b) return from;
  const t = Math.min(1, Math.max(0, amount));
  return toHex({ r: a.r + (b.r - a.r) * t, g: a.g + (b.g - a.g) * t, b: a.b + (b.b - a.b) * t });
}
