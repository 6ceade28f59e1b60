// The few document-store operations the Firestore chat adapter needs, so the adapter's logic is written once and
// tested against the ChatPort contract with an in-memory store (tests/unit/support/memory-doc-store.ts); the
// mapping onto the firebase SDK is lib/chat/firestore-store.ts.

export type DocData = Record<string, unknown>;

/** Field transforms inside an update (Firestore's increment / arrayUnion / arrayRemove). */
export type FieldOp = { $increment: number } | { $arrayUnion: unknown[] } | { $arrayRemove: unknown[] };

export interface DocQuery {
  where?: Array<[field: string, op: "==" | "array-contains", value: unknown]>;
  orderBy?: [field: string, direction: "asc" | "desc"];
  limit?: number;
  /** Start after the document with this id (cursor paging). */
  startAfter?: string;
}

export interface DocChange {
  type: "added" | "modified" | "removed";
  id: string;
  data: DocData;
}

export interface DocStore {
  get(path: string): Promise<DocData | null>;
  set(path: string, data: DocData): Promise<void>;
  /** Dotted keys address nested fields ("unread_cnt.12"); values may be FieldOps. */
  update(path: string, patch: Record<string, unknown>): Promise<void>;
  remove(path: string): Promise<void>;
  /** Adds a document with a generated id; answers the id. */
  add(collection: string, data: DocData): Promise<string>;
  query(collection: string, q: DocQuery): Promise<Array<{ id: string; data: DocData }>>;
  /** Live query; the first call delivers every current document as "added". */
  watch(collection: string, q: DocQuery, onChanges: (changes: DocChange[]) => void): () => void;
}

export const increment = (n: number): FieldOp => ({ $increment: n });
export const arrayUnion = (...values: unknown[]): FieldOp => ({ $arrayUnion: values });
export const arrayRemove = (...values: unknown[]): FieldOp => ({ $arrayRemove: values });

export function isFieldOp(value: unknown): value is FieldOp {
  return typeof value === "object" && value !== null && ("$increment" in value || "$arrayUnion" in value || "$arrayRemove" in value);
}
