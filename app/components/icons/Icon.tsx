/**
 * A decorative icon in the text colour, drawn as one outline path `d` on a 24-unit grid with a 2-unit round stroke (a
 * zero-length segment, `h.01`, draws a dot; a circle is two arcs). The label beside it names the link, so it is
 * hidden from assistive technology.
 */
export function Icon({ name, d, size = 20 }: { name: string; d: string; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon-name={name}
    >
      <path d={d} />
    </svg>
  );
}
