export { Figure, Figures, type FigureProps, type FiguresProps } from './Figures';
