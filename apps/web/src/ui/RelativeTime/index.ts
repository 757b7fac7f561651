export { RelativeTime } from './RelativeTime';
