export { useOpenInApp } from '../../../components/useOpenInApp';

/** A detail route's address: the portal passes ids as query parameters (`/coursedetail?id=c1`). */
export const detailAddress = (path: string, id: string): string => `${path}?id=${encodeURIComponent(id)}`;
