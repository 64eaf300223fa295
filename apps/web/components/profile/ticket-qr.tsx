import 'server-only';
import { qrPath } from '@/lib/qr-path';

/**
 * A reservation's code as a QR symbol for the scanner at the gate (a scanner types what it reads
 * into the desk's code field). Drawn on the server as an SVG: no script, no request, sharp at
 * any size and in print.
 */
export function TicketQr({ code, label, className }: { code: string; label: string; className?: string }) {
  const { size, d } = qrPath(code);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width={132}
      height={132}
      shapeRendering="crispEdges"
      className={className}
      data-ticket-qr={code}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
