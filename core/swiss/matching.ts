// Maximum-cardinality matching in a general graph (Edmonds' blossom algorithm, O(V³)). The Dutch
// system asks, before it accepts a bracket's pairing, whether the rest of the round can still be
// paired (the completion criterion C.4), and how many pairs the next bracket can make (C.7): both
// are matching questions on graphs with odd cycles, which no bipartite method answers. Written
// here (about a hundred lines, checked against brute force in tests/core/swiss/matching.test.ts)
// so that the pure core needs no dependency for it.

/** The partner of each vertex in a maximum matching (-1: unmatched). */
export function maximumMatching(neighbours: number[][]): Int32Array {
  const size = neighbours.length;
  const match = new Int32Array(size).fill(-1);
  const parent = new Int32Array(size);
  const base = new Int32Array(size);
  const queued = new Uint8Array(size);
  const inBlossom = new Uint8Array(size);
  const onPath = new Uint8Array(size);
  const queue = new Int32Array(size);

  // A greedy start leaves few vertices for the searches.
  for (let vertex = 0; vertex < size; vertex++) {
    if (match[vertex] !== -1) continue;
    const free = neighbours[vertex].find((other) => match[other] === -1 && other !== vertex);
    if (free !== undefined) {
      match[vertex] = free;
      match[free] = vertex;
    }
  }

  const commonAncestor = (a: number, b: number): number => {
    onPath.fill(0);
    for (;;) {
      a = base[a];
      onPath[a] = 1;
      if (match[a] === -1) break;
      a = parent[match[a]];
    }
    for (;;) {
      b = base[b];
      if (onPath[b]) return b;
      b = parent[match[b]];
    }
  };
  const markPath = (vertex: number, ancestor: number, child: number): void => {
    while (base[vertex] !== ancestor) {
      inBlossom[base[vertex]] = 1;
      inBlossom[base[match[vertex]]] = 1;
      parent[vertex] = child;
      child = match[vertex];
      vertex = parent[match[vertex]];
    }
  };
  const augmentingPathEnd = (root: number): number => {
    queued.fill(0);
    parent.fill(-1);
    for (let vertex = 0; vertex < size; vertex++) base[vertex] = vertex;
    queued[root] = 1;
    let head = 0;
    let tail = 0;
    queue[tail++] = root;
    while (head < tail) {
      const vertex = queue[head++];
      for (const other of neighbours[vertex]) {
        if (base[vertex] === base[other] || match[vertex] === other) continue;
        if (other === root || (match[other] !== -1 && parent[match[other]] !== -1)) {
          const ancestor = commonAncestor(vertex, other);
          inBlossom.fill(0);
          markPath(vertex, ancestor, other);
          markPath(other, ancestor, vertex);
          for (let each = 0; each < size; each++) {
            if (!inBlossom[base[each]]) continue;
            base[each] = ancestor;
            if (!queued[each]) {
              queued[each] = 1;
              queue[tail++] = each;
            }
          }
        } else if (parent[other] === -1) {
          parent[other] = vertex;
          if (match[other] === -1) return other;
          queued[match[other]] = 1;
          queue[tail++] = match[other];
        }
      }
    }
    return -1;
  };

  for (let vertex = 0; vertex < size; vertex++) {
    if (match[vertex] !== -1) continue;
    let end = augmentingPathEnd(vertex);
    while (end !== -1) {
      const previous = parent[end];
      const next = match[previous];
      match[end] = previous;
      match[previous] = end;
      end = next;
    }
  }
  return match;
}

/** The number of pairs in a maximum matching. */
export function matchingSize(neighbours: number[][]): number {
  const match = maximumMatching(neighbours);
  let matched = 0;
  for (const partner of match) if (partner !== -1) matched++;
  return matched / 2;
}
