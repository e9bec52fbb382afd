/** Compressed adjacency: neighbours of node i are targets[offsets[i]..offsets[i+1]). */
export type Adjacency = {
  offsets: Int32Array;
  targets: Int32Array;
  weights: Float64Array;
  /** Edge index into the caller's edge list, to know which edges a path used. */
  edgeIds: Int32Array;
};

/**
 * Shortest path from source to target (A*; Dijkstra when `estimate` is absent). `blocked(edgeId)`
 * removes an edge; `estimate(node)` must never exceed the true remaining cost (the great-circle
 * distance does, since no lane is shorter than the great circle). Returns node and edge ids.
 */
export function shortestPath(
  graph: Adjacency,
  source: number,
  target: number,
  options: { blocked?: (edgeId: number) => boolean; estimate?: (node: number) => number } = {},
): { nodes: number[]; edges: number[]; cost: number } | null {
  const blocked = options.blocked ?? (() => false);
  const estimate = options.estimate ?? (() => 0);
  const n = graph.offsets.length - 1;
  const dist = new Float64Array(n).fill(Number.POSITIVE_INFINITY);
  const prevEdge = new Int32Array(n).fill(-1);
  const prevNode = new Int32Array(n).fill(-1);
  const heap = new MinHeap();
  const done = new Uint8Array(n);
  dist[source] = 0;
  heap.push(source, estimate(source));
  while (heap.size > 0) {
    const [u] = heap.pop();
    if (done[u]) continue;
    done[u] = 1;
    if (u === target) break;
    const du = dist[u];
    for (let k = graph.offsets[u]; k < graph.offsets[u + 1]; k++) {
      if (blocked(graph.edgeIds[k])) continue;
      const v = graph.targets[k];
      const dv = du + graph.weights[k];
      if (dv < dist[v]) {
        dist[v] = dv;
        prevEdge[v] = graph.edgeIds[k];
        prevNode[v] = u;
        heap.push(v, dv + estimate(v));
      }
    }
  }
  if (!Number.isFinite(dist[target])) return null;
  const nodes = [target];
  const edges: number[] = [];
  for (let v = target; v !== source; v = prevNode[v]) {
    edges.push(prevEdge[v]);
    nodes.push(prevNode[v]);
  }
  return { nodes: nodes.reverse(), edges: edges.reverse(), cost: dist[target] };
}

/** Binary min-heap of (node, priority) with lazy deletion. */
class MinHeap {
  private ids: number[] = [];
  private keys: number[] = [];
  get size() {
    return this.ids.length;
  }
  push(id: number, key: number) {
    this.ids.push(id);
    this.keys.push(key);
    let i = this.ids.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (this.keys[p] <= key) break;
      this.swap(i, p);
      i = p;
    }
  }
  pop(): [number, number] {
    const top: [number, number] = [this.ids[0], this.keys[0]];
    const lastId = this.ids.pop() as number;
    const lastKey = this.keys.pop() as number;
    if (this.ids.length > 0) {
      this.ids[0] = lastId;
      this.keys[0] = lastKey;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < this.ids.length && this.keys[l] < this.keys[m]) m = l;
        if (r < this.ids.length && this.keys[r] < this.keys[m]) m = r;
        if (m === i) break;
        this.swap(i, m);
        i = m;
      }
    }
    return top;
  }
  private swap(a: number, b: number) {
    [this.ids[a], this.ids[b]] = [this.ids[b], this.ids[a]];
    [this.keys[a], this.keys[b]] = [this.keys[b], this.keys[a]];
  }
}
