// How a person is addressed, for consultants, sales agents and the customers who rate: the keys of
// the "honorifics" messages. Browser-safe and free of zod, so the questionnaire's first load can use it.
export const HONORIFICS = ["mr", "mrs", "mx"] as const;
export type Honorific = (typeof HONORIFICS)[number];
