export { TextInput, TextArea } from './TextInput';
