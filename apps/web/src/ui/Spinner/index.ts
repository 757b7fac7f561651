export { Spinner, type SpinnerSize } from './Spinner';
