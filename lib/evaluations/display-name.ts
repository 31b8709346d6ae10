// How a customer's name appears publicly (docs/product-rules.md#the-questionnaire-and-scoring: name display styles). Never the e-mail. Browser-safe.
import type { NameDisplayStyle } from "./form-options";

export function displayName(style: NameDisplayStyle, givenName: string, familyName: string): string {
  switch (style) {
    case "fullName":
      return `${givenName} ${familyName}`;
    case "givenNameAndFamilyNameInitial": {
      const initial = Array.from(familyName.trim())[0];
      return initial ? `${givenName} ${initial.toUpperCase()}.` : givenName;
    }
    case "givenName":
      return givenName;
  }
}
