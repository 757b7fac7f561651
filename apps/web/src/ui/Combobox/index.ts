export { Combobox } from './Combobox';
