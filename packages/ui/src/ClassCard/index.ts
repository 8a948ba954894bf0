export { ClassCard, type ClassCardProps } from './ClassCard';
