import type { Template } from './kit';

/** Mail layouts of the development set (tuned on); none of them is a layout of the frozen set. */
export const devTemplates: Template[] = [];
