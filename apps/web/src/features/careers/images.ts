import type { Locale } from '@maison/domain/constants';
import { getStory } from '@/features/content/api';
import { CONFIG_SLUG } from '@/features/content/navigation';
import type { Asset } from '@/features/content/types';

interface ConfigHeaderImage {
  department?: string;
  image?: Asset | null;
}

const asset = (value: unknown): Asset | null => {
  const a = value as Asset | null | undefined;
  return a && typeof a.filename === 'string' && a.filename ? a : null;
};

/**
 * 001 §2: a job page's header image by department, from the config story
 * (`careerHeaderImages`); a department without one gets `careerFallbackImage`
 * (docs/content-model.md).
 */
export async function departmentImage(locale: Locale, department: string): Promise<Asset | null> {
  const config = (await getStory(CONFIG_SLUG, locale))?.content;
  if (!config) return null;
  const images = (config.careerHeaderImages ?? []) as ConfigHeaderImage[];
  const own = images.find((entry) => entry.department === department);
  return asset(own?.image) ?? asset(config.careerFallbackImage);
}
