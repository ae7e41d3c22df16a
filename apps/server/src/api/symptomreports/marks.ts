import type { SymptomPoint } from '@symptoms/domain';

/**
 * How a symptom's marks are stored (`symptom_reports.marks`, one bytea per symptom): for each mark
 * in order, X, Y, Z and Size as the difference from the previous mark's (the first from 0), each
 * zigzag-encoded (0, -1, 1, -2… as 0, 1, 2, 3…) and written as a varint (7 bits a byte, low bits
 * first, the top bit set on every byte but the last). Neighbouring marks of a stroke lie a few
 * encoded units apart, so a mark takes 4 to 8 bytes instead of about 30 as jsonb, and a report of
 * 600 marks stays in its heap row instead of going to TOAST. Migration 0011 writes the same format
 * in SQL for the reports saved before it; the values are the transport integers, so they come back
 * exact.
 */
export function encodeMarks(points: readonly SymptomPoint[]): Buffer {
  const bytes = Buffer.allocUnsafe(points.length * 4 * MAX_VARINT_BYTES);
  let at = 0;
  let x = 0;
  let y = 0;
  let z = 0;
  let size = 0;
  const write = (delta: number) => {
    let value = delta >= 0 ? delta * 2 : -delta * 2 - 1;
    while (value >= 0x80) {
      bytes[at++] = (value % 0x80) | 0x80;
      value = Math.floor(value / 0x80);
    }
    bytes[at++] = value;
  };
  for (const p of points) {
    write(p.X - x);
    write(p.Y - y);
    write(p.Z - z);
    write(p.Size - size);
    x = p.X;
    y = p.Y;
    z = p.Z;
    size = p.Size;
  }
  return bytes.subarray(0, at);
}

/** The marks of `encodeMarks`, as the API carries them. A truncated value is a corrupt row: it throws. */
export function decodeMarks(bytes: Uint8Array): SymptomPoint[] {
  const points: SymptomPoint[] = [];
  let at = 0;
  const read = () => {
    let value = 0;
    let scale = 1;
    for (;;) {
      if (at >= bytes.length) throw new Error('symptom marks: truncated value');
      const byte = bytes[at++]!;
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) break;
      scale *= 0x80;
    }
    return value % 2 === 0 ? value / 2 : -(value + 1) / 2;
  };
  let x = 0;
  let y = 0;
  let z = 0;
  let size = 0;
  while (at < bytes.length) {
    x += read();
    y += read();
    z += read();
    size += read();
    points.push({ X: x, Y: y, Z: z, Size: size });
  }
  return points;
}

/** A transport coordinate's difference fits 19 bits, zigzagged 20: three varint bytes; five covers any 32-bit value. */
const MAX_VARINT_BYTES = 5;
