export * from './assess';
export * from './assumptions';
export * from './cii';
export * from './fuels';
export * from './measures';
export * from './profile';
