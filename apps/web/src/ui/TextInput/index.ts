export { TextInput, TextArea, type TextInputProps, type TextAreaProps } from './TextInput';
