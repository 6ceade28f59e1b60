// The chat's shapes are the contract the storefront shares with the product API (contract/chat.ts).
export type * from "@/contract/chat";
