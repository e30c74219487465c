export {useSandbox} from './useSandbox';
