export * from './form';
export * from './rules';
