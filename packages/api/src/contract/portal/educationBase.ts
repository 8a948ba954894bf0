import type { ApiClient } from '../../client/createApiClient';
import { idString, optionalText, readData, v } from '../schema';
import { useApiRead } from '../swr';

/** The education base list (党性教育基地, docs/product/community.md#education-bases). */
export const educationBasePaths = { list: 'api/queryDxjyjdList' } as const;

/**
 * An education base. [A] All fields: a name, where it is, a picture and an introduction,
 * plus its level (国家级, 省级, 市级), opening hours and telephone when known.
 */
export const EducationBaseSchema = v.looseObject({
  id: idString,
  name: v.string(),
  address: optionalText,
  picture: optionalText,
  intro: optionalText,
  level: optionalText,
  openHours: optionalText,
  telephone: optionalText,
});
export type EducationBase = v.InferOutput<typeof EducationBaseSchema>;

/** GET api/queryDxjyjdList: every base, in the administrators' order. [A] Not paged. */
export async function fetchEducationBases(client: ApiClient): Promise<EducationBase[]> {
  return readData(await client.get(educationBasePaths.list), v.array(EducationBaseSchema), educationBasePaths.list);
}

export const useEducationBases = () => useApiRead([educationBasePaths.list], ({ pc }) => fetchEducationBases(pc));
