export { TwoWaySwitch, type TwoWaySwitchOption, type TwoWaySwitchProps } from './TwoWaySwitch';
