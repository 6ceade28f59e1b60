// A tiny valid Ogg Opus file of silence, made locally for the seeded voice note (no binary in the repository):
// the OpusHead and OpusTags pages, then one page of 20 ms silent Opus frames (RFC 7845, RFC 6716 §3.1 TOC 0xF8).

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let r = i << 24;
    for (let j = 0; j < 8; j++) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
    table[i] = r >>> 0;
  }
  return table;
})();

function oggCrc(bytes: Uint8Array): number {
  let crc = 0;
  for (const b of bytes) crc = ((crc << 8) ^ CRC_TABLE[((crc >>> 24) ^ b) & 0xff]) >>> 0;
  return crc;
}

function page(packets: Uint8Array[], granule: bigint, sequence: number, flags: number): Buffer {
  const lacing: number[] = [];
  for (const p of packets) {
    let n = p.length;
    while (n >= 255) {
      lacing.push(255);
      n -= 255;
    }
    lacing.push(n);
  }
  const header = Buffer.alloc(27 + lacing.length);
  header.write("OggS", 0, "ascii");
  header[4] = 0;
  header[5] = flags;
  header.writeBigInt64LE(granule, 6);
  header.writeUInt32LE(0x5348494a, 14); // stream serial "SHIJ"
  header.writeUInt32LE(sequence, 18);
  header[26] = lacing.length;
  lacing.forEach((l, i) => (header[27 + i] = l));
  const out = Buffer.concat([header, ...packets]);
  out.writeUInt32LE(oggCrc(out), 22);
  return out;
}

/** Silence of `seconds` (whole 20 ms frames) as an Ogg Opus file. */
export function silentOggOpus(seconds: number): Buffer {
  const head = Buffer.alloc(19);
  head.write("OpusHead", 0, "ascii");
  head[8] = 1; // version
  head[9] = 1; // mono
  head.writeUInt16LE(312, 10); // pre-skip
  head.writeUInt32LE(48_000, 12);
  head.writeInt16LE(0, 16);
  head[18] = 0;
  const vendor = "shijo-seed";
  const tags = Buffer.alloc(8 + 4 + vendor.length + 4);
  tags.write("OpusTags", 0, "ascii");
  tags.writeUInt32LE(vendor.length, 8);
  tags.write(vendor, 12, "ascii");
  tags.writeUInt32LE(0, 12 + vendor.length);
  const frames = Math.max(1, Math.round(seconds * 50));
  const silence = Uint8Array.from([0xf8, 0xff, 0xfe]);
  const pages = [page([head], 0n, 0, 0x02), page([tags], 0n, 1, 0)];
  for (let i = 0, seq = 2; i < frames; i += 200, seq++) {
    const count = Math.min(200, frames - i);
    const last = i + count >= frames;
    pages.push(page(Array.from({ length: count }, () => silence), BigInt(312 + (i + count) * 960), seq, last ? 0x04 : 0));
  }
  return Buffer.concat(pages);
}
