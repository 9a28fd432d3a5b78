// Maximum matching in a general graph (Edmonds' blossom algorithm), for the Dutch reference checker:
// whether a set of players can all be paired under the absolute criteria is whether their graph of
// allowed pairs has a perfect matching. Written for the tests, checked against brute force in
// dutch-reference.test.ts; it shares no code with the pairing engine.

/** The size of a maximum matching of the graph on vertices 0…n−1 whose edges `allowed` names. */
export function maximumMatching(n: number, allowed: (a: number, b: number) => boolean): number {
  const adjacent: number[][] = Array.from({ length: n }, (_, a) =>
    Array.from({ length: n }, (_, b) => b).filter((b) => b !== a && allowed(a, b)),
  );
  const mate = new Array<number>(n).fill(-1);
  const parent = new Array<number>(n).fill(-1);
  const base = Array.from({ length: n }, (_, v) => v);
  const inTree = new Array<boolean>(n).fill(false);

  const commonAncestor = (a: number, b: number): number => {
    const seen = new Array<boolean>(n).fill(false);
    for (;;) {
      a = base[a];
      seen[a] = true;
      if (mate[a] === -1) break;
      a = parent[mate[a]];
    }
    for (;;) {
      b = base[b];
      if (seen[b]) return b;
      b = parent[mate[b]];
    }
  };

  const markPath = (inBlossom: boolean[], v: number, blossomBase: number, child: number): void => {
    while (base[v] !== blossomBase) {
      inBlossom[base[v]] = inBlossom[base[mate[v]]] = true;
      parent[v] = child;
      child = mate[v];
      v = parent[mate[v]];
    }
  };

  // An augmenting path from `root`: its free end, or -1 when there is none.
  const augmentingPathEnd = (root: number): number => {
    inTree.fill(false);
    parent.fill(-1);
    base.forEach((_, v) => (base[v] = v));
    inTree[root] = true;
    const queue = [root];
    for (let head = 0; head < queue.length; head++) {
      const v = queue[head];
      for (const to of adjacent[v]) {
        if (base[v] === base[to] || mate[v] === to) continue;
        if (to === root || (mate[to] !== -1 && parent[mate[to]] !== -1)) {
          const blossomBase = commonAncestor(v, to);
          const inBlossom = new Array<boolean>(n).fill(false);
          markPath(inBlossom, v, blossomBase, to);
          markPath(inBlossom, to, blossomBase, v);
          for (let i = 0; i < n; i++) {
            if (!inBlossom[base[i]]) continue;
            base[i] = blossomBase;
            if (!inTree[i]) {
              inTree[i] = true;
              queue.push(i);
            }
          }
        } else if (parent[to] === -1) {
          parent[to] = v;
          if (mate[to] === -1) return to;
          inTree[mate[to]] = true;
          queue.push(mate[to]);
        }
      }
    }
    return -1;
  };

  let size = 0;
  for (let root = 0; root < n; root++) {
    if (mate[root] !== -1) continue;
    let v = augmentingPathEnd(root);
    if (v === -1) continue;
    size++;
    while (v !== -1) {
      const previous = parent[v];
      const next = mate[previous];
      mate[v] = previous;
      mate[previous] = v;
      v = next;
    }
  }
  return size;
}
