// Which chat adapter runs (ADR 0013): Firestore when all four NEXT_PUBLIC_FIREBASE_* are set at build time, else the
// local product API through the BFF. Read by the browser's port (lib/chat/index.ts) and by the server pages, which
// render a conversation's first messages themselves only when the product API holds the chat.
export const CHAT_ON_FIRESTORE = Boolean(
  process.env.NEXT_PUBLIC_FIREBASE_API_KEY && process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID && process.env.NEXT_PUBLIC_FIREBASE_APP_ID && process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN,
);
