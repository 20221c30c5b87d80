/** The API contract: request and response schemas shared by the server and the client. */
export * from './health.ts';
export * from './progress.ts';
