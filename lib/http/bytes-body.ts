// A response body over bytes that are sent again and again: a kept page, a kept JSON answer.

/**
 * The bytes as a stream, shared, not copied: a Response copies a byte-array body (and encodes a
 * string one) for every answer, which was a seventh of the CPU a kept page cost and a twentieth
 * of the tournament JSON's, in profiles under load. Nothing writes to the bytes once made.
 */
export function bytesBody(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}
