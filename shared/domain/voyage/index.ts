export * from './assumptions';
export * from './cargo';
export * from './ets';
export * from './fuel';
export * from './vessel';
export * from './vessel-classes';
export * from './voyage';
export * from './slot-footprint';
