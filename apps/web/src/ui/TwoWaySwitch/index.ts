export { TwoWaySwitch } from './TwoWaySwitch';
