// Vitest runs server modules outside React's server environment; "server-only" would throw there.
export {};
