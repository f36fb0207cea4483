export * from './autoship-options';
export * from './address-book';
export * from './calendar';
export * from './metafields';
export * from './order-paging';
export * from './persisted-cart';
export * from './profile-chain';
export * from './subscriptions';
