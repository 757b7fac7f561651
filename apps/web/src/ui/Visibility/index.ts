export { Visibility, VISIBILITY_OPTIONS } from './Visibility';
