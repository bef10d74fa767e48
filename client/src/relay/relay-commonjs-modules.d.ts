/**
 * The modules of react-relay and relay-runtime that the lean entry points (react-relay-hooks.ts,
 * relay-runtime-lean.ts) take one by one. Code imports `react-relay/hooks` and `relay-runtime`
 * and gets those packages' own types; these modules are only passed through.
 */
declare module 'react-relay/lib/*';
declare module 'relay-runtime/lib/*';
