export {
  Dropdown,
  type DropdownGroup,
  type DropdownItem,
  type DropdownOption,
  type DropdownProps,
} from './Dropdown';
