/* eslint-disable */
export * from './messages/_index.js';
// enabling auto-import by exposing all messages as m
export * as m from './messages/_index.js';
