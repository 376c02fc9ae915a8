import { cardFace } from "~/domain/lending/card-face";

/**
 * A credit card's face drawn in the page (an inline SVG, no download) when
 * the card has no picture: chip, name and colours from domain/card-face.
 * `label` is its text alternative, as the picture's alt would be.
 */
export function CardFace({ id, name, label, className }: { id: number; name: string; label: string; className?: string }) {
  const { colours, lines } = cardFace(name);
  const gradient = `card-face-${id}`;
  return (
    <svg role="img" aria-label={label} viewBox="0 0 240 152" className={className} data-testid="card-face">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={colours[0]} />
          <stop offset="1" stopColor={colours[1]} />
        </linearGradient>
      </defs>
      <rect width="240" height="152" rx="14" fill={`url(#${gradient})`} />
      <circle cx="205" cy="30" r="48" fill="#ffffff" opacity="0.08" />
      <rect x="20" y="34" width="34" height="26" rx="5" fill="#f5d77a" />
      <path d="M20 47h34M37 34v26" stroke="#b8962e" strokeWidth="1.5" />
      {lines.map((line, i) => (
        <text key={i} x="20" y={lines.length === 1 ? 128 : 108 + i * 22} fill="#ffffff" fontSize="19" fontWeight="700" fontFamily="system-ui, sans-serif">
          {line}
        </text>
      ))}
    </svg>
  );
}
