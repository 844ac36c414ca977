export * from './brand.ts';
export * from './pages.ts';
export * from './page-routing.ts';
export * from './security-headers.ts';
export * from './tables.ts';
export * from './text.ts';
export * from './api-contract.ts';
