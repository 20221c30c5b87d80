/** The tab a key moves to in a row of `count` tabs (WAI-ARIA tabs pattern, wrapping), or null for other keys. */
export function tabAfterKey(current: number, key: string, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
