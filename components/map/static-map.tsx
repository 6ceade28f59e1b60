/**
 * A drawn street-map picture with a pin, server-rendered: a page shows a map without JavaScript,
 * map tiles or a map library (ARCHITECTURE: map code stays off pages that do not need it). PointMap swaps in an
 * interactive MapLibre map when the offline style is present (PointMap).
 */
export function StaticMap({ label, area = false }: { label: string; /** An approximate area (ADR 0015): a shaded circle, no pin. */ area?: boolean }) {
  return (
    <svg viewBox="0 0 640 360" role="img" aria-label={label} className="block size-full" preserveAspectRatio="xMidYMid slice">
      <rect width="640" height="360" fill="#f3efe7" />
      <path d="M-10 250 C 120 220, 210 280, 330 240 S 520 170, 660 200" fill="none" stroke="#b9d7ec" strokeWidth="14" />
      <g fill="#e4efdc">
        <rect x="40" y="40" width="120" height="80" rx="10" />
        <rect x="470" y="250" width="140" height="80" rx="10" />
        <circle cx="420" cy="80" r="42" />
      </g>
      <g stroke="#ffffff" strokeLinecap="round" fill="none">
        <path d="M0 170 H640" strokeWidth="16" />
        <path d="M320 0 V360" strokeWidth="16" />
        <path d="M0 60 L640 330" strokeWidth="9" />
        <path d="M110 360 L250 0" strokeWidth="9" />
        <path d="M420 360 L560 0" strokeWidth="7" />
        <path d="M0 300 H640" strokeWidth="6" />
        <path d="M0 100 H640" strokeWidth="6" />
      </g>
      {area ? (
        <circle data-map-area="" cx="320" cy="170" r="110" fill="#f0642a" fillOpacity="0.18" stroke="#b43c10" strokeWidth="3" strokeDasharray="10 8" />
      ) : (
        <g data-map-pin="" transform="translate(320 170)">
          <circle r="26" fill="#f0642a" fillOpacity="0.18" />
          <path d="M0 -4 C -12 -4 -20 -13 -20 -24 C -20 -36 -11 -44 0 -44 C 11 -44 20 -36 20 -24 C 20 -13 12 -4 0 -4 Z M0 -4 L0 4" fill="#b43c10" stroke="#b43c10" strokeWidth="3" />
          <circle cy="-24" r="7" fill="#ffffff" />
        </g>
      )}
    </svg>
  );
}
