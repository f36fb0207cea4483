export * from './consent-cookie';
