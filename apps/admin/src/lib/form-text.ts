/**
 * A submitted form's text fields by name: `''` for a missing field or a file, so a form hands the
 * API what the person typed and the API's schema answers for what is wrong with it.
 */
export function formText(form: HTMLFormElement): (name: string) => string {
  const data = new FormData(form);
  return (name) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
}
