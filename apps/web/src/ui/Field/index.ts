export { FieldLabel, FieldError, describedBy, fieldStyles } from './Field';
