export { EntryList, type Entry, type EntryListProps, type EntryTitleStyle } from './EntryList';
