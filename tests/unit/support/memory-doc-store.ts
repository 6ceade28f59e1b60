// An in-memory DocStore (lib/chat/doc-store.ts) with Firestore's semantics for the operations the chat adapter
// uses: dotted-key updates, increment / arrayUnion / arrayRemove, array-contains queries, ordering, cursors and
// live watches. Firestore itself cannot run here (no network, no emulator), so the Firestore adapter's logic is
// tested against this; the SDK mapping (lib/chat/firestore-store.ts) is thin.
import { isFieldOp, type DocChange, type DocData, type DocQuery, type DocStore } from "@/lib/chat/doc-store";

interface Watch {
  collection: string;
  q: DocQuery;
  last: Map<string, string>;
  onChanges: (changes: DocChange[]) => void;
}

const clone = <T>(v: T): T => structuredClone(v);

export function memoryDocStore(): DocStore & { size(): number } {
  const docs = new Map<string, DocData>();
  const watches = new Set<Watch>();
  let seq = 0;

  const parentOf = (path: string) => path.slice(0, path.lastIndexOf("/"));
  const idOf = (path: string) => path.slice(path.lastIndexOf("/") + 1);

  function run(collection: string, q: DocQuery): Array<{ id: string; data: DocData }> {
    let rows = [...docs.entries()].filter(([path]) => parentOf(path) === collection).map(([path, data]) => ({ id: idOf(path), data }));
    for (const [field, op, value] of q.where ?? []) {
      rows = rows.filter((r) => (op === "==" ? r.data[field] === value : Array.isArray(r.data[field]) && (r.data[field] as unknown[]).includes(value)));
    }
    if (q.orderBy) {
      const [field, dir] = q.orderBy;
      rows.sort((a, b) => {
        const x = a.data[field] as number | string;
        const y = b.data[field] as number | string;
        const c = x < y ? -1 : x > y ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
        return dir === "asc" ? c : -c;
      });
    }
    if (q.startAfter) {
      const at = rows.findIndex((r) => r.id === q.startAfter);
      rows = at >= 0 ? rows.slice(at + 1) : rows;
    }
    if (q.limit !== undefined) rows = rows.slice(0, q.limit);
    return rows.map((r) => ({ id: r.id, data: clone(r.data) }));
  }

  function notify(): void {
    for (const w of watches) {
      const now = new Map(run(w.collection, w.q).map((r) => [r.id, JSON.stringify(r.data)]));
      const changes: DocChange[] = [];
      for (const [id, json] of now) {
        const before = w.last.get(id);
        if (before === undefined) changes.push({ type: "added", id, data: JSON.parse(json) });
        else if (before !== json) changes.push({ type: "modified", id, data: JSON.parse(json) });
      }
      for (const [id, json] of w.last) if (!now.has(id)) changes.push({ type: "removed", id, data: JSON.parse(json) });
      w.last = now;
      if (changes.length > 0) w.onChanges(changes);
    }
  }

  function applyPatch(target: DocData, patch: Record<string, unknown>): void {
    for (const [key, value] of Object.entries(patch)) {
      const parts = key.split(".");
      let node = target as Record<string, unknown>;
      for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
      const leaf = parts[parts.length - 1];
      if (!isFieldOp(value)) node[leaf] = clone(value);
      else if ("$increment" in value) node[leaf] = ((node[leaf] as number) ?? 0) + value.$increment;
      else if ("$arrayUnion" in value) node[leaf] = [...((node[leaf] as unknown[]) ?? []), ...value.$arrayUnion.filter((v) => !((node[leaf] as unknown[]) ?? []).includes(v))];
      else node[leaf] = ((node[leaf] as unknown[]) ?? []).filter((v) => !value.$arrayRemove.includes(v));
    }
  }

  return {
    size: () => docs.size,
    async get(path) {
      const d = docs.get(path);
      return d ? clone(d) : null;
    },
    async set(path, data) {
      docs.set(path, clone(data));
      notify();
    },
    async update(path, patch) {
      const d = docs.get(path);
      if (!d) throw new Error(`no document ${path}`);
      applyPatch(d, patch);
      notify();
    },
    async remove(path) {
      docs.delete(path);
      notify();
    },
    async add(collection, data) {
      const id = `m${String(++seq).padStart(6, "0")}`;
      docs.set(`${collection}/${id}`, clone(data));
      notify();
      return id;
    },
    async query(collection, q) {
      return run(collection, q);
    },
    watch(collection, q, onChanges) {
      const w: Watch = { collection, q, last: new Map(), onChanges };
      watches.add(w);
      const first = run(collection, q);
      w.last = new Map(first.map((r) => [r.id, JSON.stringify(r.data)]));
      onChanges(first.map((r) => ({ type: "added", id: r.id, data: r.data })));
      return () => void watches.delete(w);
    },
  };
}
