/** The tick's drawing: a filled badge whose check takes the page's background colour, so it stands
 * out on the light blue of dark mode as on the deep blue of light mode. */
export function TickDrawing({ label }: { label?: string }) {
  const naming = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg {...naming} focusable="false" width="1.1em" height="1.1em" viewBox="0 0 24 24">
      {label ? <title>{label}</title> : null}
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      <path d="m7 12.5 3.2 3.2L17 9" fill="none" stroke="var(--chakra-colors-bg)" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
