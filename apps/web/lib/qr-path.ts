import QRCode from 'qrcode';

/** Modules of white around the symbol: the quiet zone the QR standard asks for, so it scans. */
const QUIET = 4;

/**
 * The path of a QR symbol's dark modules, one rectangle per run of dark modules in a row
 * (a fraction of the bytes of one square per module), offset by the quiet zone.
 */
export function qrPath(text: string): { size: number; d: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  const dark = (x: number, y: number) => modules.data[y * n + x] === 1;
  let d = '';
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; ) {
      if (!dark(x, y)) {
        x++;
        continue;
      }
      let run = 1;
      while (x + run < n && dark(x + run, y)) run++;
      d += `M${x + QUIET} ${y + QUIET}h${run}v1h-${run}z`;
      x += run;
    }
  }
  return { size: n + 2 * QUIET, d };
}
