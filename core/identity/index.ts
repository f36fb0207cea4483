export * from './access-rules';
export * from './login-throttle';
export * from './password-policy';
export * from './paths';
export * from './rules';
export * from './staff';
export * from './stored-session';
export * from './clinic-membership';
