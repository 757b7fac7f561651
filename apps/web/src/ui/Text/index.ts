export { Text, TEXT_VARIANTS, type TextProps, type TextVariant } from './Text';
