export { Image, type ImageProps } from './Image';
export { defaultImageSrc } from './defaultImage';
