// One key scheme for TanStack Query: [resource, ...params], every key built here so an invalidation after a write
// names the same array the query used. The queryOptions factories that use these keys live in lib/client/queries/
// (one module per domain); writes invalidate by resource prefix (e.g. queryKeys.orders.all).

export const queryKeys = {
  addresses: { all: ["addresses"] as const },
  cards: { all: ["cards"] as const },
  friends: { all: ["friends"] as const },
  wallet: { all: ["wallet"] as const, pages: (fromPage: number) => ["wallet", "pages", fromPage] as const },
  chat: {
    all: ["chat"] as const,
    lists: ["chat", "channels"] as const,
    channels: (name: string) => ["chat", "channels", name] as const,
    channel: (id: string) => ["chat", "channel", id] as const,
    messages: (id: string) => ["chat", "messages", id] as const,
    people: (name: string) => ["chat", "people", name] as const,
    requests: ["chat", "requests"] as const,
  },
  social: {
    all: ["social"] as const,
    directory: (name: string, fromPage: number) => ["social", "directory", name, fromPage] as const,
    maps: ["social", "map"] as const,
    map: (view: { latitude: number; longitude: number; latitudeDelta: number; longitudeDelta: number; zoom: number; group_size: number } | null) =>
      view ? (["social", "map", view.latitude, view.longitude, view.latitudeDelta, view.longitudeDelta, view.zoom, view.group_size] as const) : (["social", "map", null] as const),
    mapSetting: ["social", "map-setting"] as const,
    person: (id: number) => ["social", "person", id] as const,
  },
  checkout: {
    all: ["checkout"] as const,
    deliveryFee: (vendorId: number, lat: number, lng: number) => ["checkout", "delivery-fee", vendorId, lat, lng] as const,
    discount: (vendorId: number, subtotal: number, handover: string) => ["checkout", "discount", vendorId, subtotal, handover] as const,
    coupon: (vendorId: number, code: string, subtotal: number) => ["checkout", "coupon", vendorId, code, subtotal] as const,
    serverClock: ["checkout", "server-clock"] as const,
  },
  orders: {
    all: ["orders"] as const,
    list: (vendorId: number | null, query: string) => ["orders", "list", vendorId, query] as const,
    detail: (id: number | string) => ["orders", "detail", String(id)] as const,
  },
  vendors: {
    all: ["vendors"] as const,
    menu: (key: string) => ["vendors", "menu", key] as const,
    open: (key: number | string) => ["vendors", "open", String(key)] as const,
  },
  help: {
    faqs: ["help", "faqs"] as const,
    supportTags: ["help", "support-tags"] as const,
  },
  geo: { reverse: (lat: number, lng: number) => ["geo", "reverse", lat, lng] as const },
} as const;
