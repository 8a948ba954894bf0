export { TextArea } from './TextArea';
