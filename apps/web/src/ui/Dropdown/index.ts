export { Dropdown, type DropdownItem, type DropdownOption } from './Dropdown';
