/** A bye's or a grant's points as people write them: ½ for a half, 1½ for one and a half. */
export function pointsText(points: number): string {
  const whole = Math.floor(points);
  if (points === whole) return String(points);
  return whole === 0 ? '½' : `${whole}½`;
}
