export * from './types';
export * from './urls';
export * from './jsonLd';
export * from './robots';
export * from './checker';
export * from './presets';
export * from './alternates';
