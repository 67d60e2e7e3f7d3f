/** The fetch signature the kernel calls; injected so tests and the devnet can answer. */
export type FetchPort = (input: string, init?: RequestInit) => Promise<Response>
