// A form as the browser posts it to a server action: each field once, or a list field once per value.
export function form(fields: Record<string, string | number | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const item of [value].flat()) data.append(name, String(item));
  return data;
}
