// One key scheme for TanStack Query: [resource, ...params], every key built here so an invalidation after a write
// names the same array the query used. Query option factories live next to the components' data hooks and import
// these keys; writes invalidate by resource prefix (e.g. queryKeys.orders.all).

export const queryKeys = {
  addresses: { all: ["addresses"] as const },
  cards: { all: ["cards"] as const },
  friends: { all: ["friends"] as const },
  social: {
    all: ["social"] as const,
    directory: (name: string) => ["social", "directory", name] as const,
  },
  orders: {
    all: ["orders"] as const,
    list: (vendorId: number | null, query: string) => ["orders", "list", vendorId, query] as const,
    detail: (id: number | string) => ["orders", "detail", String(id)] as const,
  },
} as const;
