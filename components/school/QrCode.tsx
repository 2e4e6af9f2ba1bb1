'use client';
import { useMemo } from 'react';
import { create } from 'qrcode';
import { route } from '@/lib/router/routes';
import { hashHref } from '@/lib/router/url';

/**
 * A QR code drawn as one SVG path (decision 073): crisp at any print size, no canvas, no
 * innerHTML. Error correction M survives a noticeboard's creases and glare.
 */
export function QrCode({
  value,
  label,
  size = 160,
}: {
  value: string;
  label: string;
  size?: number;
}) {
  const { path, width } = useMemo(() => {
    const { modules } = create(value, { errorCorrectionLevel: 'M' });
    const parts: string[] = [];
    for (let row = 0; row < modules.size; row++)
      for (let col = 0; col < modules.size; col++)
        if (modules.get(row, col)) parts.push(`M${col + 4} ${row + 4}h1v1h-1z`);
    // Four modules of quiet zone on each side, as the standard asks.
    return { path: parts.join(''), width: modules.size + 8 };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${width} ${width}`}
      shapeRendering="crispEdges"
      data-qr-value={value}
    >
      <rect width={width} height={width} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

/** The address of the school's public menu page, for phones to open from a code. */
export function schoolMenuAddress(origin: string, schoolId: number): string {
  return `${origin}${hashHref(route('publicity', { schoolId }))}`;
}
