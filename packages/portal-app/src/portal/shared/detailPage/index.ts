export { FactList, type Fact } from './FactList';
export { Hero, type HeroProps } from './Hero';
export { NothingChosen } from './NothingChosen';
export { DetailPlaceholder } from './DetailPlaceholder';
