export { defaultDateFormat, formatCount, formatDate, formatNumber, isExternal, isNumberText, numberPattern, toDate, weekdayNames, type DateInput } from './format';
export { displayLengths, displayText } from './displayText';
