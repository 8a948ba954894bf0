import type { TbtpClassDetail } from '@study-portal/api';
import { useOutletContext } from 'react-router-dom';

/** What the class file hands its tabs: the class, already loaded, and its id. */
export interface ClassFileContext {
  detail: TbtpClassDetail;
  id: string;
}

export const useClassFile = () => useOutletContext<ClassFileContext>();
