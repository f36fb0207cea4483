// Public API of core/breadcrumbs (one module per concept; import from here or from the module).
export * from './crumb';
export * from './labels';
export * from './list-return';
export * from './page-kind';
export * from './reducer';
export * from './state';
export * from './state-schema';
export * from './trail';
