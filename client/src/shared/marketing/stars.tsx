/** A star rating, read out as one phrase ("Nota 5 de 5"). */
export function Stars({ rating, outOf = 5, label }: { rating: number; outOf?: number; label: string }) {
  return (
    <span role="img" aria-label={label} css={{ color: '#b45309', letterSpacing: '2px', fontSize: '1.1rem' }}>
      {'★'.repeat(Math.round(rating))}
      {'☆'.repeat(Math.max(0, outOf - Math.round(rating)))}
    </span>
  );
}
