import qrcode from 'qrcode-generator';

/**
 * A QR code drawn in the page as SVG squares, dark on light whatever the colour scheme (readers need
 * the contrast); nothing leaves the browser. Error correction M, the smallest version that holds the text.
 */
export function QrCode({ text, label, size = 200 }: { text: string; label: string; size?: number }) {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const count = qr.getModuleCount();
  const margin = 4;
  let path = '';
  for (let row = 0; row < count; row += 1)
    for (let col = 0; col < count; col += 1)
      if (qr.isDark(row, col)) path += `M${col + margin} ${row + margin}h1v1h-1z`;
  const extent = count + 2 * margin;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
    >
      <rect width={extent} height={extent} fill="var(--mantine-color-white)" />
      <path d={path} fill="var(--mantine-color-black)" />
    </svg>
  );
}
