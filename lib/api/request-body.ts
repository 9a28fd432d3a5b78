// A request body read with a ceiling. Reading it whole first (`request.text()`) and measuring after
// let a few concurrent huge bodies take the server's memory by the gigabyte, and a 600 MB one end
// in a 500, longer than a string may be (issue 16). So a declared length over the limit is refused
// before a byte is read, and a body without one is counted as it streams in and dropped at the limit.
import { AppError } from '@/lib/errors';

function tooLarge(limit: number): AppError {
  return new AppError('too-large', 'body-too-large', `The body is larger than ${limit} bytes.`, { details: { limit } });
}

/** The body's bytes, or a 413 as soon as the body is known to be larger than `limit`. */
export async function readBodyBytes(request: Request, limit: number): Promise<Buffer> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) throw tooLarge(limit);
  if (request.body === null) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > limit) {
      void dropRest(reader);
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, length);
}

/** How much of a refused body is read and dropped before the connection is simply cut. */
const DROP_BYTES = 64 * 1024 * 1024;

/**
 * Reads and drops what is still coming of a refused body while the 413 goes out, a chunk at a
 * time (nothing is kept). A connection closed with bytes still arriving is reset, and a reset can
 * destroy the 413 before the client reads it (seen with eight concurrent 100 MB bodies); a client
 * stops sending once it reads the answer. One that goes on past DROP_BYTES is cut off.
 */
async function dropRest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  let dropped = 0;
  try {
    while (dropped < DROP_BYTES) {
      const { done, value } = await reader.read();
      if (done) return;
      dropped += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away: nothing is left to drop.
  }
}
