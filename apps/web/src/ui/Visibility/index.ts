export {
  Visibility,
  VISIBILITY_OPTIONS,
  type VisibilityOption,
  type VisibilityProps,
} from './Visibility';
