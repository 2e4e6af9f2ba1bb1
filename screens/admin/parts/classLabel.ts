/** A class as the console names it: schools that name classes 三年级1班 are not told the grade twice. */
export function classLabel(gradeName: string, className: string): string {
  return className.startsWith(gradeName) ? className : `${gradeName} ${className}`;
}
