// The whole schema; drizzle-kit reads this file (drizzle.config.ts) and the client imports it.
export * from './sites';
export * from './accounts';
export * from './catalogue';
export * from './expo';
export * from './sourcing';
export * from './messaging';
export * from './ops';
export * from './trust';
