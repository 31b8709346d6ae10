// The three documents of the terms-of-service page (docs/product-rules.md#public-pages), shipped as PDFs in public/legal
// (scripts/make-legal-pdfs.ts prints them). Written for this product; German, as the contracts are.
import type { LegalDocument } from "./types";

export const GENERAL_TERMS: LegalDocument = {
  title: "Allgemeine Geschäftsbedingungen (AGB) von Beraterwahl",
  updated: "22. November 2026",
  sections: [
    {
      heading: "1. Geltungsbereich",
      paragraphs: [
        "Diese AGB regeln die Nutzung der Plattform Beraterwahl der Beraterwahl GmbH, Zürich, durch Besucherinnen und Besucher, bewertende Kundinnen und Kunden, Beraterinnen und Berater sowie Unternehmen.",
      ],
    },
    {
      heading: "2. Leistungen",
      paragraphs: [
        "Beraterwahl ermöglicht das Suchen, Vergleichen, Kontaktieren und Bewerten von Beraterinnen und Beratern in den Bereichen Finanzen, Versicherungen, Banken, Immobilien, Steuern, Treuhand und Vermögensverwaltung. Für Kundinnen und Kunden ist die Nutzung kostenlos.",
      ],
    },
    {
      heading: "3. Profile",
      paragraphs: [
        "Beraterinnen und Berater sind für die Richtigkeit ihrer Profilangaben verantwortlich. Ein von uns vorbereitetes Profil kann nur mit der dort hinterlegten E-Mail-Adresse übernommen werden.",
      ],
    },
    {
      heading: "4. Bewertungen",
      paragraphs: [
        "Bewertungen werden nach den Richtlinien für Bewertende abgegeben und nach einer Wartefrist veröffentlicht: in der Regel nach 14 Tagen, kritische Bewertungen nach 7 Tagen. Beraterinnen und Berater können Bewertungen früher veröffentlichen, beantworten und melden, aber weder löschen noch zurückhalten.",
        "Das Moderationsteam kann Bewertungen, die gegen die Richtlinien verstossen, ausblenden; auf dem Profil wird darauf hingewiesen.",
      ],
    },
    {
      heading: "5. Abonnemente und Preise",
      paragraphs: [
        "Beraterinnen und Berater können Beraterwahl 14 Tage kostenlos und ohne Kreditkarte testen. Danach gelten die auf der Preisseite genannten Monatspreise in CHF. Abonnemente verlängern sich monatlich und können jederzeit auf das Ende der laufenden Periode gekündigt werden.",
        "Ohne aktives Abonnement bleiben Profil und Bewertungen öffentlich; Terminbuchung und Statistiken werden abgeschaltet. Die Reihenfolge in Suche und Rangliste hängt nie von einer Zahlung ab.",
      ],
    },
    {
      heading: "6. Pflichten der Nutzenden",
      paragraphs: [
        "Untersagt sind falsche Angaben, manipulierte Bewertungen, Beleidigungen, die Verletzung von Rechten Dritter sowie jeder Versuch, die Plattform technisch zu stören.",
      ],
    },
    {
      heading: "7. Haftung",
      paragraphs: [
        "Wir haften nur für vorsätzlich oder grobfahrlässig verursachte Schäden. Für Inhalte von Nutzenden und für die Beratung selbst haften wir nicht.",
      ],
    },
    { heading: "8. Datenschutz", paragraphs: ["Es gilt die Datenschutzerklärung auf beraterwahl.ch/privacy-policy."] },
    {
      heading: "9. Anwendbares Recht und Gerichtsstand",
      paragraphs: ["Es gilt schweizerisches Recht. Gerichtsstand ist Zürich, soweit nicht zwingendes Recht etwas anderes vorsieht."],
    },
  ],
};

export const CONSULTANT_GUIDELINES: LegalDocument = {
  title: "Richtlinien für Beraterinnen und Berater",
  updated: "22. November 2026",
  sections: [
    {
      heading: "1. Ehrliches Profil",
      paragraphs: ["Geben Sie nur Qualifikationen, Themen und Sprachen an, die Sie tatsächlich anbieten. Fotos zeigen Sie selbst, Logos Ihr Unternehmen."],
    },
    {
      heading: "2. Bewertungen einholen",
      paragraphs: [
        "Laden Sie alle Kundinnen und Kunden gleich ein, nicht nur zufriedene. Bewertungen dürfen nicht gegen Geld, Rabatte oder Geschenke erbeten werden.",
        "Verifizierte Bewertungslinks geben Sie nur an Personen weiter, die Sie tatsächlich beraten haben. Jeder Code gilt für eine einzige Bewertung.",
      ],
    },
    {
      heading: "3. Mit Bewertungen umgehen",
      paragraphs: [
        "Antworten Sie sachlich und ohne vertrauliche Angaben über die Kundin oder den Kunden. Eine Antwort pro Bewertung ist möglich.",
        "Kritische Bewertungen werden 7 Tage zurückgehalten, damit Sie das Gespräch suchen können. Sie können keine Bewertung verhindern oder löschen.",
        "Melden Sie Bewertungen, die gegen die Richtlinien für Bewertende verstossen. Das Moderationsteam entscheidet und begründet ein Ausblenden öffentlich.",
      ],
    },
    {
      heading: "4. Kontaktanfragen",
      paragraphs: ["Anfragen über Beraterwahl beantworten Sie innert angemessener Frist und verwenden die Kontaktdaten nur für die Anfrage."],
    },
    { heading: "5. Verstösse", paragraphs: ["Bei Verstössen können wir Inhalte entfernen, Profile vorübergehend deaktivieren oder das Abonnement kündigen."] },
  ],
};

export const RATER_GUIDELINES: LegalDocument = {
  title: "Richtlinien für Bewertende",
  updated: "22. November 2026",
  sections: [
    {
      heading: "1. Wer bewerten darf",
      paragraphs: [
        "Bewerten dürfen Personen mit einer laufenden oder abgeschlossenen Geschäftsbeziehung zur bewerteten Beraterin oder zum bewerteten Berater. Pro E-Mail-Adresse ist jeweils eine Bewertung pro Beraterin oder Berater möglich.",
      ],
    },
    {
      heading: "2. Inhalt",
      paragraphs: [
        "Bewertungen sind ehrlich, sachlich und beruhen auf eigener Erfahrung. Beleidigungen, Drohungen, Diskriminierung, Werbung und persönliche Daten Dritter sind nicht erlaubt.",
      ],
    },
    {
      heading: "3. Veröffentlichung und Änderung",
      paragraphs: [
        "Ihre Bewertung erscheint nach spätestens 14 Tagen, kritische Bewertungen nach 7 Tagen. Während 7 Tagen ab Abgabe können Sie sie über Ihren persönlichen Link ändern.",
        "Ihre E-Mail-Adresse wird nie veröffentlicht. Ihren Namen zeigen wir in der von Ihnen gewählten Form.",
      ],
    },
    {
      heading: "4. Moderation",
      paragraphs: [
        "Beraterinnen und Berater können Bewertungen melden. Verstösst eine Bewertung gegen diese Richtlinien, kann das Moderationsteam sie ausblenden; der Grund wird auf dem Profil genannt.",
      ],
    },
  ],
};
