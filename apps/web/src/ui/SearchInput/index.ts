export { SearchInput } from './SearchInput';
