/** `text` with the five characters that mean something in HTML and XML written as entities. */
export const escapeMarkup = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[c]};`,
  );
