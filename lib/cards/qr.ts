import qrcode from 'qrcode-generator';

/**
 * The dark modules of a QR code of `text` (qrcode-generator, byte mode, error correction M, the smallest
 * version that holds it), as one SVG path in module units: drawn by React, no markup strings.
 */
export function qrPath(text: string): { size: number; path: string } {
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  const size = code.getModuleCount();
  let path = '';
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) if (code.isDark(row, col)) path += `M${col} ${row}h1v1h-1z`;
  }
  return { size, path };
}
