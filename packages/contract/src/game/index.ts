export * from './endpoints.js';
export * from './events.js';
