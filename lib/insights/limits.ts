// The beacon's budget per client (lib/server/ip-network.ts key: an IPv6 client by its /64): generous for
// a person reading profiles and clicking their links, small enough that one machine cannot inflate a
// profile's figures (docs/product-rules.md#insights).
export const BEACON_LIMIT = { purpose: "insight-beacon", limit: 120, windowSeconds: 600 } as const;
