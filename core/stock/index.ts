// Public API of core/stock (one module per concept; import from here or from the module).
export * from './business-days';
export * from './calendar-date';
export * from './delivery-estimate';
export * from './holidays';
export * from './home-zip';
export * from './location';
export * from './us-states';
export * from './zip-cities';
export * from './zip-states';
