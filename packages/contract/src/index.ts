export * from './define.js';
export * from './envelope.js';
export * from './fields.js';
export * from './messages.js';
export * from './registry.js';
export * from './shapes.js';
export { signinInput, signupInput } from './commands/parentAuthHandler.js';
