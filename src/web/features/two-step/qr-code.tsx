import type { QrMatrix } from '#domain/api/two-step.ts';

const QUIET_ZONE = 4;

/**
 * The QR code drawn from its module matrix as one SVG path: nothing from the server is inserted
 * as markup or as a data: URL, so the Content-Security-Policy stays as strict as it is.
 */
export function QrCode({ matrix, label }: { matrix: QrMatrix; label: string }) {
  const size = matrix.size + 2 * QUIET_ZONE;
  let path = '';
  matrix.rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x += 1) if (row[x] === '1') path += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`;
  });
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} className="size-56 bg-white" shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
