// DocStore (lib/chat/doc-store.ts) on the firebase SDK: loaded only on chat pages, and only when
// NEXT_PUBLIC_FIREBASE_* is set (lib/chat/index.ts imports this module dynamically).
import { initializeApp, getApps } from "firebase/app";
import {
  addDoc, arrayRemove, arrayUnion, collection, deleteDoc, doc, getDoc, getDocs, getFirestore, increment, limit, onSnapshot, orderBy,
  query, setDoc, startAfter, updateDoc, where, type DocumentData, type Firestore, type QueryConstraint,
} from "firebase/firestore";
import { isFieldOp, type DocQuery, type DocStore } from "./doc-store";

export interface FirebaseConfig {
  apiKey: string;
  projectId: string;
  appId: string;
  authDomain: string;
}

export function firebaseConfigFromEnv(): FirebaseConfig | null {
  const config = {
    apiKey: process.env.NEXT_PUBLIC_FIREBASE_API_KEY ?? "",
    projectId: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID ?? "",
    appId: process.env.NEXT_PUBLIC_FIREBASE_APP_ID ?? "",
    authDomain: process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN ?? "",
  };
  return Object.values(config).every(Boolean) ? config : null;
}

function toSdk(value: unknown): unknown {
  if (!isFieldOp(value)) return value;
  if ("$increment" in value) return increment(value.$increment);
  if ("$arrayUnion" in value) return arrayUnion(...value.$arrayUnion);
  return arrayRemove(...value.$arrayRemove);
}

export function firestoreStore(config: FirebaseConfig): DocStore {
  const app = getApps()[0] ?? initializeApp(config);
  const db: Firestore = getFirestore(app);

  async function constraints(path: string, q: DocQuery): Promise<QueryConstraint[]> {
    const out: QueryConstraint[] = (q.where ?? []).map(([field, op, value]) => where(field, op, value));
    if (q.orderBy) out.push(orderBy(q.orderBy[0], q.orderBy[1]));
    if (q.startAfter) {
      const cursor = await getDoc(doc(db, path, q.startAfter));
      if (cursor.exists()) out.push(startAfter(cursor));
    }
    if (q.limit !== undefined) out.push(limit(q.limit));
    return out;
  }

  return {
    async get(path) {
      const snap = await getDoc(doc(db, path));
      return snap.exists() ? (snap.data() as DocumentData) : null;
    },
    set: (path, data) => setDoc(doc(db, path), data),
    update: (path, patch) => updateDoc(doc(db, path), Object.fromEntries(Object.entries(patch).map(([k, v]) => [k, toSdk(v)]))),
    remove: (path) => deleteDoc(doc(db, path)),
    add: async (path, data) => (await addDoc(collection(db, path), data)).id,
    async query(path, q) {
      const snap = await getDocs(query(collection(db, path), ...(await constraints(path, q))));
      return snap.docs.map((d) => ({ id: d.id, data: d.data() }));
    },
    watch(path, q, onChanges) {
      let stop: (() => void) | null = null;
      let stopped = false;
      void constraints(path, q).then((cs) => {
        if (stopped) return;
        stop = onSnapshot(query(collection(db, path), ...cs), (snap) =>
          onChanges(snap.docChanges().map((c) => ({ type: c.type, id: c.doc.id, data: c.doc.data() }))),
        );
      });
      return () => {
        stopped = true;
        stop?.();
      };
    },
  };
}
