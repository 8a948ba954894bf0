export { BarChart, type BarChartProps, type BarSeries, type BarTarget } from './BarChart';
export { RingChart, type RingChartProps, type RingTone } from './RingChart';
export { percentOf, valueScale, type ValueScale } from './chartScale';
