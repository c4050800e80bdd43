/**
 * A country picker's options: an empty first choice (nothing chosen yet), then the countries in the order
 * given, named in the reader's language. The `<select>` around them is the form's own.
 */
export function CountryOptions({
  countries,
  choose,
}: {
  countries: readonly { code: string; name: string }[];
  choose: string;
}) {
  return (
    <>
      <option value="">{choose}</option>
      {countries.map((country) => (
        <option key={country.code} value={country.code}>
          {country.name}
        </option>
      ))}
    </>
  );
}
